// A section of a page that throws while rendering leaves the page, its other sections and the shell working: the
// section shows its own note. One section of each page is made to throw here (a stand-in for any rendering bug).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../render';
import { ROUTE_EXAMPLES } from '../routeExamples';

const broken = new Set<string>();

function failIf(name: string): void {
  if (broken.has(name)) throw new TypeError(`e.indexOf is not a function (${name})`);
}

vi.mock('../../src/pages/totd/TotdTable', async (load) => {
  const real = await load<typeof import('../../src/pages/totd/TotdTable')>();
  return {
    ...real,
    TotdTable: (props: Parameters<typeof real.TotdTable>[0]) => (failIf('TotdTable'), real.TotdTable(props)),
  };
});
vi.mock('../../src/pages/cotd/CupList', async (load) => {
  const real = await load<typeof import('../../src/pages/cotd/CupList')>();
  return { ...real, CupList: (props: Parameters<typeof real.CupList>[0]) => (failIf('CupList'), real.CupList(props)) };
});
vi.mock('../../src/pages/compare/TrophiesCompare', async (load) => {
  const real = await load<typeof import('../../src/pages/compare/TrophiesCompare')>();
  return {
    ...real,
    TrophiesCompare: (props: Parameters<typeof real.TrophiesCompare>[0]) => (
      failIf('TrophiesCompare'),
      real.TrophiesCompare(props)
    ),
  };
});
vi.mock('../../src/pages/top/TrophyRanking', async (load) => {
  const real = await load<typeof import('../../src/pages/top/TrophyRanking')>();
  return {
    ...real,
    TrophyRanking: (props: Parameters<typeof real.TrophyRanking>[0]) => (
      failIf('TrophyRanking'),
      real.TrophyRanking(props)
    ),
  };
});
vi.mock('../../src/pages/campaigns/CampaignList', async (load) => {
  const real = await load<typeof import('../../src/pages/campaigns/CampaignList')>();
  return {
    ...real,
    CampaignList: (props: Parameters<typeof real.CampaignList>[0]) => (
      failIf('CampaignList'),
      real.CampaignList(props)
    ),
  };
});
vi.mock('../../src/pages/players/GroupList', async (load) => {
  const real = await load<typeof import('../../src/pages/players/GroupList')>();
  return {
    ...real,
    GroupList: (props: Parameters<typeof real.GroupList>[0]) => (failIf('GroupList'), real.GroupList(props)),
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

const pathOf = (route: string) => ROUTE_EXAMPLES.find((example) => example.route === route)?.path ?? route;

describe.each([
  {
    page: 'Track of the Day',
    path: pathOf('/totd/:month'),
    section: 'TotdTable',
    note: 'the month’s maps',
    stays: { role: 'heading', name: /Track of the Day/ },
  },
  {
    page: 'Cup of the Day',
    path: pathOf('/cotd'),
    section: 'CupList',
    note: 'the list of cups',
    stays: { role: 'table', name: /ranking/i },
  },
  {
    page: 'compare',
    path: pathOf('/compare/:a/:b'),
    section: 'TrophiesCompare',
    note: 'the trophies',
    stays: { role: 'heading', name: 'Matchmaking' },
  },
  {
    page: 'rankings',
    path: pathOf('/top'),
    section: 'TrophyRanking',
    note: 'the trophy ranking',
    stays: { role: 'navigation', name: 'Ranking types' },
  },
  {
    page: 'campaigns',
    path: pathOf('/campaigns'),
    section: 'CampaignList',
    note: 'the list of campaigns',
    stays: { role: 'navigation', name: /campaign/i },
  },
  {
    page: 'players',
    path: pathOf('/players/:group'),
    section: 'GroupList',
    note: 'the Team list',
    stays: { role: 'navigation', name: 'Player lists' },
  },
] as const)('the $page page', ({ path, section, note, stays }) => {
  it(`keeps working when ${section} fails to render`, async () => {
    broken.add(section);
    renderRoute(path);
    expect(
      await screen.findByText(
        `This part could not be shown (${note}). The rest of the page still works.`,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole(stays.role, { name: stays.name }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong on this page' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
