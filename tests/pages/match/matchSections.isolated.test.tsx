// A section of the match page or the match list that throws while rendering leaves the rest working: the section
// shows its own note with Try again (a stand-in for any rendering bug).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../render';
import { matchDetail, SPECIAL_MATCHES } from '../../../src/mocks/data/matches';

const broken = new Set<string>();

function failIf(name: string): void {
  if (broken.has(name)) throw new TypeError(`e.indexOf is not a function (${name})`);
}

vi.mock('../../../src/pages/match/MatchHeader', async (load) => {
  const real = await load<typeof import('../../../src/pages/match/MatchHeader')>();
  return {
    ...real,
    MatchHeader: (props: Parameters<typeof real.MatchHeader>[0]) => (failIf('MatchHeader'), real.MatchHeader(props)),
  };
});
vi.mock('../../../src/pages/matches/MatchTable', async (load) => {
  const real = await load<typeof import('../../../src/pages/matches/MatchTable')>();
  return {
    ...real,
    MatchTable: (props: Parameters<typeof real.MatchTable>[0]) => (failIf('MatchTable'), real.MatchTable(props)),
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

describe('a section failing to render', () => {
  it('the match title: the information and the teams stay', async () => {
    broken.add('MatchHeader');
    renderRoute(`/match/${SPECIAL_MATCHES.teamCompleted}`);
    expect(await screen.findByText(note("the match's title"), {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Match' })).toHaveTextContent(
      String(matchDetail(SPECIAL_MATCHES.teamCompleted)?.id),
    );
    expect(screen.getByRole('region', { name: 'Team 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: BROKEN_PAGE })).not.toBeInTheDocument();
  });

  it('the match list: the title, the tabs and the go-to form stay', async () => {
    broken.add('MatchTable');
    renderRoute('/matches');
    expect(await screen.findByText(note('the match list'), {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Matches' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Match types' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Go to a match' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: BROKEN_PAGE })).not.toBeInTheDocument();
  });
});
