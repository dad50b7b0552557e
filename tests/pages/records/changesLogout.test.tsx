import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../src/app/App';
import { createQueryClient } from '../../../src/app/queryClient';
import { startAnswerStore } from '../../../src/app/answerStore';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';
import { writeSession } from '../../../src/session/storage';
import { memoryHistory, renderRoute } from '../../render';
import { memoryStorage } from '../../app/answerStoreHelpers';

// What My records kept to say what moved since the last visit goes where the player's own records go: at logout, and
// when another account signs in on this browser (src/app/answerSaving.ts).

beforeAll(async () => {
  await import('../../../src/app/shell/AccountDropdown');
}, 60_000);

const OTHER = { secret: 'other-secret', accountid: '0c1d2e3f-0000-4000-8000-000000000002', displayname: 'OtherPilot', vanity: '' };
const KEY = `record-changes:${MOCK_USER.accountid}`;
const KEPT = '{"v":1,"sections":{}}';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

async function openApp() {
  writeSession(MOCK_USER);
  localStorage.setItem(KEY, KEPT);
  const client = createQueryClient({ retry: false });
  const store = await startAnswerStore(client, memoryStorage());
  stops.push(store.stop);
  const view = render(<AppProviders queryClient={client} history={memoryHistory('/privacy')} />);
  stops.push(() => {
    view.unmount();
  });
}

describe('the figures kept for what moved on my maps', () => {
  it('are deleted at logout', async () => {
    await openApp();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MOCK_USER.displayname }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Log in with Ubisoft Connect' })).toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('are deleted when another account signs in, and kept while the same one stays', async () => {
    await openApp();
    act(() => {
      writeSession(MOCK_USER);
    });
    expect(localStorage.getItem(KEY)).toBe(KEPT);
    act(() => {
      writeSession(OTHER);
    });
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});

describe('the privacy page', () => {
  it('says what My records keeps to show what moved, for whom, and when it goes', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(
      screen.getByText(
        'So that My records can say what moved since your last visit, your browser also keeps your rank, time, medal and ' +
          "each map's world record as they were then, under your account id, and deletes them in the same way.",
      ),
    ).toBeInTheDocument();
  });
});
