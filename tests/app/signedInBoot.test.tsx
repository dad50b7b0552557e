import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { bootApp, type BootedApp } from '../../src/app/boot';
import { server } from '../../src/mocks/node';
import { MOCK_USER } from '../../src/mocks/data/mockUser';
import { writeSession } from '../../src/session/storage';
import { renderRoute } from '../render';

// The code these tests load, loaded before the first test's 5 s waits start (cold, on a loaded machine, a page's code
// can take longer than that).
beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/player/PlayerPage'),
    import('../../src/data/player'),
    import('../../src/pages/user/UserEditPage'),
    import('../../src/data/cache/answerStore'),
    import('../../src/app/shell/AccountDropdown'),
    import('../../src/app/shell/ShellNotes'),
    import('../../src/app/quickSearch/QuickSearchHost'),
  ]);
}, 60_000);

// Booted outside Testing Library's render, as in a browser (see prefetch.test.tsx).
const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let booted: { app: Promise<BootedApp>; container: HTMLElement } | undefined;

function openApp(hash: string) {
  window.location.hash = hash;
  const container = document.body.appendChild(document.createElement('div'));
  booted = { app: bootApp(container, window.location.hash), container };
}

/** Every request to the player's profile, by path. */
function watchProfileRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (/^\/api\/player\/[^/]+$/.test(path)) seen.push(path);
  });
  return seen;
}

afterEach(async () => {
  if (booted) {
    (await booted.app).unmount();
    booted.container.remove();
    booted = undefined;
  }
  actFlag.IS_REACT_ACT_ENVIRONMENT = true;
  window.location.hash = '';
});

describe('a signed-in reload', () => {
  beforeEach(() => {
    actFlag.IS_REACT_ACT_ENVIRONMENT = false;
  });

  it.each([`#/player/${MOCK_USER.vanity}`, `#/player/${MOCK_USER.accountid}`])(
    'of the own profile (%s) asks for it once',
    async (hash) => {
      writeSession(MOCK_USER);
      const seen = watchProfileRequests();
      openApp(hash);
      await screen.findByRole('heading', { level: 1, name: /mockpilot/i });
      // The session check has answered too (the menu shows the refreshed name), and the page has settled.
      expect(await screen.findByRole('button', { name: MOCK_USER.displayname })).toBeInTheDocument();
      await screen.findByRole('link', { name: 'Edit profile' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen).toEqual([`/api/player/${hash.replace('#/player/', '')}`]);
    },
  );
});

describe('the own profile after an edit', () => {
  it('asks again, so the saved socials show', async () => {
    const seen = watchProfileRequests();
    const { user } = renderRoute(`/player/${MOCK_USER.accountid}`, { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: /mockpilot/i });
    expect(screen.queryByText('pilot@mastodon.social')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Edit profile' }));
    await user.type(await screen.findByRole('textbox', { name: 'Mastodon' }), 'pilot@mastodon.social');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved!');
    await user.click(screen.getByRole('link', { name: 'Back to profile' }));
    expect(await screen.findByText('pilot@mastodon.social')).toBeInTheDocument();
    expect(seen).toHaveLength(2);
  });
});
