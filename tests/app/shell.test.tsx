import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderRoute } from '../render';
import { flushPageView, setPageViewCounter } from '../../src/lib/pageView';

// The pages these tests open, loaded before the first test's 5 s waits start: cold, on a loaded machine, a page's
// code can take longer than that to load.
beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/privacy/PrivacyPage'),
    import('../../src/pages/cotd/CupPage'),
    import('../../src/pages/clubs/ClubsPage'),
    import('../../src/pages/totd/TotdPage'),
    import('../../src/pages/campaigns/CampaignsPage'),
    import('../../src/pages/player/PlayerPage'),
    import('../../src/app/shell/ShellNotes'),
    import('../../src/app/quickSearch/QuickSearchHost'),
  ]);
}, 60_000);

const TAB_LABELS = [
  'Maniapub',
  'Players',
  'Rankings',
  'Matches',
  'TOTD',
  'COTD',
  'Campaigns',
  'Club Rooms',
  'Clubs',
  'Events',
];

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

describe('the shell', () => {
  it('shows the ten tabs in order, each linking to its area', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { name: 'Privacy policy' });
    const links = within(mainNav())
      .getAllByRole('link')
      .filter((link) => TAB_LABELS.includes(link.textContent));
    expect(links.map((link) => link.textContent)).toEqual(TAB_LABELS);
    expect(within(mainNav()).getByRole('link', { name: 'Maniapub' })).toHaveAttribute('href', '/ads');
    expect(within(mainNav()).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/competitions');
    expect(within(mainNav()).getByRole('link', { name: 'Club Rooms' })).toHaveAttribute('href', '/rooms');
  });

  it('marks the tab of the current area as the current page', async () => {
    renderRoute('/cotd/12345');
    await screen.findByRole('heading', { level: 1 });
    expect(within(mainNav()).getByRole('link', { name: 'COTD' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'TOTD' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the burger menu, and closes it on navigation', async () => {
    const { user } = renderRoute('/privacy');
    const burger = await screen.findByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(mainNav()).getByRole('link', { name: 'Clubs' }));
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    // The page the link opened has drawn: nothing is left loading when the test ends.
    expect(await screen.findByRole('heading', { level: 1, name: 'Clubs' })).toBeInTheDocument();
  });

  it('has the footer links, the image credit and the not-affiliated statement', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { name: 'Privacy policy' });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: 'API' })).toHaveAttribute('href', 'https://openplanet.dev/tmio/api');
    expect(footer.getByRole('link', { name: 'Community chat' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(footer.getByRole('link', { name: /patron/i })).toHaveAttribute('target', '_blank');
    expect(footer.getByText(/header artwork/i)).toBeInTheDocument();
    expect(footer.getByText(/not affiliated with or endorsed by Nadeo or Ubisoft/)).toBeInTheDocument();
  });

  it('redirects / to the Track of the Day', async () => {
    const { router } = renderRoute('/');
    await waitFor(() => expect(currentPath(router)).toBe('/totd'));
    expect(await screen.findByRole('heading', { name: 'Track of the Day' })).toBeInTheDocument();
  });

  it('shows a Not found page with a link home for an unknown route, and the tabs keep working', async () => {
    const { user, router } = renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await user.click(within(mainNav()).getByRole('link', { name: 'Campaigns' }));
    expect(await screen.findByRole('heading', { name: 'Campaigns' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/campaigns');
  });

  it('survives a malformed percent-encoding in the path', async () => {
    renderRoute('/player/%E0%A4%A');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    // The player page opens and says, in the page, that no account has that name.
    expect(await screen.findByText('Player not found.')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('No account is known as %E0%A4%A.');
  });

  it('shows the privacy statements', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { name: 'Privacy policy' });
    expect(screen.getByText(/access logs for at most 24 hours/)).toBeInTheDocument();
    expect(screen.getByText(/access token of your account service is not stored/)).toBeInTheDocument();
    for (const item of [
      'your account id;',
      'your display name;',
      'the time you first signed in;',
      'the times of your sessions;',
      'your IP address;',
      'your session count.',
    ]) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
  });
});

describe('the document title', () => {
  it('is the product name, then " - " and the page title, reset on every path change', async () => {
    const { user } = renderRoute('/privacy');
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Privacy policy'));
    await user.click(within(mainNav()).getByRole('link', { name: 'Trackmania.io' }));
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Track of the Day'));
  });

  it('is set again when only a parameter of the same page changes, and that address counts one page view', async () => {
    const { router } = renderRoute('/cotd/1');
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Cup of the Day'));
    // The first cup's view is counted now, before the counter under test is installed.
    flushPageView();
    const counter = vi.fn();
    setPageViewCounter(counter);
    await act(() => router.navigate('/cotd/2'));
    await waitFor(() =>
      expect(counter).toHaveBeenCalledWith({ title: 'Trackmania.io - Cup of the Day', path: '/cotd/2' }),
    );
    expect(counter).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Trackmania.io - Cup of the Day');
    setPageViewCounter(() => undefined);
  });
});
