import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderRoute } from '../../render';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/totd/TotdPage');
}, 60_000);

// The first opening loads the date picker's code: on a busy machine its first transform takes longer than 5 s.
const LOAD = { timeout: 15_000 };

async function openPicker(path: string, shown: string) {
  const view = renderRoute(path);
  const button = await screen.findByRole('button', { name: `Choose a month, shown: ${shown}` });
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Choose a month' }, LOAD);
  return { ...view, button, dialog };
}

describe('the month picker closes', () => {
  it('on a press outside it, and not on one inside it', async () => {
    const { user, button, dialog } = await openPicker('/totd/2023-5', 'May 2023');
    await user.click(within(dialog).getByText('2023'));
    expect(screen.getByRole('dialog', { name: 'Choose a month' })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1, name: 'Track of the Day' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('on Escape, with the focus still on its button', async () => {
    const { user, button } = await openPicker('/totd/2023-5', 'May 2023');
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('when the month changes another way (an arrow followed from the keyboard)', async () => {
    const { user } = await openPicker('/totd/2023-5', 'May 2023');
    screen.getByRole('link', { name: 'Next month' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Choose a month, shown: June 2023' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when Today is followed', async () => {
    const { user, router } = await openPicker('/totd/2023-5', 'May 2023');
    await user.click(screen.getByRole('link', { name: 'Today' }));
    expect(currentPath(router)).toBe('/totd/today');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('after a choice, giving the focus back to its button', async () => {
    const { user, router } = await openPicker('/totd/2023-5', 'May 2023');
    await user.click(within(screen.getByRole('dialog')).getByText('Feb'));
    expect(currentPath(router)).toBe('/totd/2023-2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Choose a month, shown: February 2023' })).toHaveFocus();
  });

  it('and opens again on its button', async () => {
    const { user, button } = await openPicker('/totd/2023-5', 'May 2023');
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Choose a month' })).toBeInTheDocument();
  });
});
