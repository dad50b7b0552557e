import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';
import { clearSession, writeSession } from '../../../src/session/storage';
import { bootApp, type BootedApp } from '../../../src/app/boot';
import { renderRoute } from '../../render';

// What My records kept to say what moved since the last visit goes where the player's own records go: at logout, and
// when another account signs in on this browser (src/app/boot.tsx watches the session).

beforeAll(async () => {
  await import('../../../src/app/shell/AccountDropdown');
}, 60_000);

const OTHER = {
  secret: 'other-secret',
  accountid: '0c1d2e3f-0000-4000-8000-000000000002',
  displayname: 'OtherPilot',
  vanity: '',
};
const KEY = `record-changes:${MOCK_USER.accountid}`;
const KEPT = '{"v":1,"sections":{}}';

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

// Booted as in a browser, outside Testing Library's render (see tests/app/signedInBoot.test.tsx), without the answer
// store: a browser without IndexedDB (some private windows) never starts it, and the figures must go all the same.
describe('the figures kept for what moved, in a browser without the answer store', () => {
  const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let booted: { app: BootedApp; container: HTMLElement } | undefined;
  beforeEach(() => {
    actFlag.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    booted?.app.unmount();
    booted?.container.remove();
    booted = undefined;
    actFlag.IS_REACT_ACT_ENVIRONMENT = true;
    window.location.hash = '';
  });
  async function boot() {
    writeSession(MOCK_USER);
    localStorage.setItem(KEY, KEPT);
    window.location.hash = '#/privacy';
    const container = document.body.appendChild(document.createElement('div'));
    booted = { app: await bootApp(container, window.location.hash, { keepAnswers: false }), container };
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
  }

  it('are deleted at logout', async () => {
    await boot();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MOCK_USER.displayname }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Log in with Ubisoft Connect' })).toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('are deleted when the session is cleared (the session check’s logout flag does that)', async () => {
    await boot();
    clearSession();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('are deleted when another account signs in, and kept while the same one stays', async () => {
    await boot();
    writeSession(MOCK_USER);
    expect(localStorage.getItem(KEY)).toBe(KEPT);
    writeSession(OTHER);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
