// A section of an event page that throws while rendering leaves the rest of the page working: the section shows its
// own note with Try again (a stand-in for any rendering bug).
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../render';
import { legacyEvent, liveEvent, preloadEventPages } from './competitionsTestData';

beforeAll(preloadEventPages, 60_000);

const broken = new Set<string>();

function failIf(name: string): void {
  if (broken.has(name)) throw new TypeError(`e.indexOf is not a function (${name})`);
}

vi.mock('../../../src/pages/competitions/EventTable', async (load) => {
  const real = await load<typeof import('../../../src/pages/competitions/EventTable')>();
  return {
    ...real,
    EventTable: (props: Parameters<typeof real.EventTable>[0]) => (failIf('EventTable'), real.EventTable(props)),
  };
});
vi.mock('../../../src/pages/competitions/PagedResults', async (load) => {
  const real = await load<typeof import('../../../src/pages/competitions/PagedResults')>();
  return {
    ...real,
    PagedResults: (props: Parameters<typeof real.PagedResults>[0]) => (
      failIf('PagedResults'),
      real.PagedResults(props)
    ),
  };
});
vi.mock('../../../src/pages/competitions/RoundSelector', async (load) => {
  const real = await load<typeof import('../../../src/pages/competitions/RoundSelector')>();
  return {
    ...real,
    RoundSelector: (props: Parameters<typeof real.RoundSelector>[0]) => (
      failIf('RoundSelector'),
      real.RoundSelector(props)
    ),
  };
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  broken.clear();
  vi.restoreAllMocks();
});

const note = (name: string) => `This part could not be shown (${name}). The rest of the page still works.`;
const BROKEN_PAGE = 'Something went wrong on this page';

describe('the event pages, a section failing to render', () => {
  it('the event list: the title and the search stay', async () => {
    broken.add('EventTable');
    renderRoute('/competitions');
    expect(await screen.findByText(note('the event list'), {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: BROKEN_PAGE })).not.toBeInTheDocument();
  });

  it('a legacy event: its header stays when the leaderboard fails', async () => {
    broken.add('PagedResults');
    renderRoute(`/competitions/${legacyEvent().id}`);
    expect(await screen.findByText(note('the leaderboard'), {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Legacy event')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: BROKEN_PAGE })).not.toBeInTheDocument();
  });

  it('a new event: the header and the tab links stay when the rounds tab fails, and another tab opens', async () => {
    broken.add('RoundSelector');
    const { user } = renderRoute(`/competitions/comp/${liveEvent().competitionid}`);
    expect(await screen.findByText(note('the rounds tab'), {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: BROKEN_PAGE })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Leaderboard' }));
    expect(
      await screen.findByRole('table', { name: 'Results of the leaderboard' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^This part could not be shown/)).not.toBeInTheDocument();
  });
});
