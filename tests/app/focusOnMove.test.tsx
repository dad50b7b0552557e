// After a link, a screen reader hears the new page's heading: the focus moves to it (not on the first load, not on
// Back, not away from a control the reader is using). Back is e2e/scrollOnMove.spec.ts's.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../render';

beforeAll(async () => {
  await import('../../src/pages/campaigns/CampaignsPage');
  await import('../../src/pages/campaign/CampaignPage');
  await import('../../src/pages/privacy/PrivacyPage');
});

/** The first link to one campaign (/campaigns/{club}/{id}), once the list is there: not one of the list's tabs. */
const campaignLink = () =>
  waitFor(() => {
    const found = screen
      .getAllByRole('link')
      .find((link) => /^\/campaigns\/[^/]+\/\d+$/.test(link.getAttribute('href') ?? ''));
    if (!found) throw new Error('no campaign link yet');
    return found;
  });

describe('the focus on a move', () => {
  it('leaves the focus alone on the first load', async () => {
    renderRoute('/campaigns');
    await campaignLink();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });

  it('puts the focus on the new page’s heading after a link, even one that comes after the page’s data', async () => {
    const { user } = renderRoute('/campaigns');
    await user.click(await campaignLink());
    // The campaign's title is its name, drawn once the campaign has answered.
    await waitFor(() => {
      const heading = screen.getByRole('heading', { level: 1 });
      expect(heading).not.toHaveTextContent(/^Campaigns$/);
      expect(heading).toHaveFocus();
    });
  });

  it('moves the focus from a link of the menu, which stays on the page, to the heading', async () => {
    const { user } = renderRoute('/privacy');
    await screen.findByRole('heading', { level: 1, name: /Privacy/ });
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(menu).getByRole('link', { name: 'Campaigns' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Campaigns' })).toHaveFocus());
  });

  it('does not take the focus from a control the reader moved to while the page loads', async () => {
    const { user } = renderRoute('/campaigns');
    await user.click(await campaignLink());
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    menuButton.focus();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(/^Campaigns$/));
    expect(menuButton).toHaveFocus();
  });
});
