import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { server } from '../../../src/mocks/node';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';
import { recordMap } from './recordFixtures';

// Hand-written answers for the "what moved since your last visit" page tests: a campaign of four maps, the player's
// record and the first row of each board (the world record, with the player count), and the figures a last visit
// kept in this browser, written as the page keeps them.

export const GROUP = 'changes-test-group';
export const SCOPE = `campaign:${GROUP}`;
export const KEY = `record-changes:${MOCK_USER.accountid}`;
/** The last visit: Tuesday 17 November 2026, 21:04 UTC (the tests run on Wednesday 18 November, 10:30 UTC). */
export const TUESDAY = Date.parse('2026-11-17T21:04:00Z');

export const MAPS = [
  recordMap('uidA', 'Alpha'),
  recordMap('uidB', 'Bravo'),
  recordMap('uidC', 'Charlie'),
  recordMap('uidD', 'Delta'),
];

export type Answers = Record<string, object | 'fail'>;

/** Today's records: A lost places, B a new PB, C never driven, D a new PB with a silver medal. */
export const TODAY: Answers = {
  uidA: { time: 40_500, score: 40_500, rank: 137, rankexact: true },
  uidB: { time: 44_231, score: 44_231, rank: 250, rankexact: true },
  uidC: {},
  uidD: { time: 49_900, score: 49_900, rank: 880, rankexact: true },
};

const wr = (score: number, name: string) => ({
  tops: [{ player: { id: `id-${name}`, name }, position: 1, time: score, score }],
  playercount: 1000,
});

/** Today's first rows: a new world record on A, the same ones elsewhere. */
export const BOARDS: Record<string, object> = {
  uidA: wr(40_863, 'Bravo Player'),
  uidB: wr(43_000, 'Carol'),
  uidC: wr(39_000, 'Dan'),
  uidD: wr(45_000, 'Eve'),
};

/** Serves the campaign with these answers; "fail" answers a record with a server error. Returns the addresses asked. */
export function serveCampaign(records: Answers = TODAY, boards: Record<string, object> = BOARDS): string[] {
  const asked: string[] = [];
  server.use(
    http.get('/api/campaign/seasonal/1000', () =>
      HttpResponse.json({ id: 1000, name: 'Changes test campaign', leaderboarduid: GROUP, playlist: MAPS }),
    ),
    http.get('/api/leaderboard/personal/:group/:uid', ({ params }) => {
      asked.push(`personal ${String(params.uid)}`);
      const answer = records[String(params.uid)] ?? {};
      return answer === 'fail' ? HttpResponse.json({ error: 'Down.' }, { status: 500 }) : HttpResponse.json(answer);
    }),
    http.get(`/api/leaderboard/personal/${GROUP}`, () => HttpResponse.json({ position: 321, points: 4567 })),
    http.get(`/api/leaderboard/${GROUP}/:uid`, ({ params }) => {
      asked.push(`board ${String(params.uid)}`);
      return HttpResponse.json(boards[String(params.uid)] ?? { tops: [], playercount: 1000 });
    }),
  );
  return asked;
}

/** A map's figures as a visit kept them. */
export const seen = (name: string, figures: object, at = TUESDAY) => ({ at, name, kind: 'race', ...figures });

/** What the last visit kept, per map uid (entries as the page writes them: { seen, base? }). */
export function keep(maps: Record<string, object>): void {
  localStorage.setItem(KEY, JSON.stringify({ v: 1, sections: { [SCOPE]: { maps } } }));
}

/** What the page keeps now for the campaign, as stored. */
export function kept(): Record<string, { seen: Record<string, unknown>; base?: Record<string, unknown> }> {
  const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as {
    sections?: Record<string, { maps: Record<string, { seen: Record<string, unknown> }> }>;
  };
  return stored.sections?.[SCOPE]?.maps ?? {};
}

/** The last visit's figures of the four maps: A at 100th with another WR, B and D slower, C never driven. */
export const LAST_VISIT = {
  uidA: {
    seen: seen('Alpha', { score: 40_500, rank: 100, medal: 'author', wr: { score: 41_000, holder: 'Alpha Player' } }),
  },
  uidB: { seen: seen('Bravo', { score: 44_643, rank: 300, medal: 'silver', wr: { score: 43_000, holder: 'Carol' } }) },
  uidC: { seen: seen('Charlie', {}) },
  uidD: { seen: seen('Delta', { score: 51_000, rank: 900, medal: 'bronze', wr: { score: 45_000, holder: 'Eve' } }) },
  uidZ: { seen: seen('Fall 2026 - 25', { score: 60_000, rank: 5_000, medal: 'bronze' }) },
};

export const table = () => screen.getByRole('table', { name: 'Your records on this campaign' });
/** The data rows of the grid, by the map's name. */
export function row(name: string): HTMLElement {
  const found = within(table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('link', { name: new RegExp(name) }));
  if (!found) throw new Error(`No row for ${name}`);
  return found;
}
