import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { playerProfile } from '../../../src/mocks/data/playerProfile';
import { cotdPage, demo, factCells, nameAt, preloadComparePage } from './helpers';

// Issue 43: compare reads as a score on every section (a headline and a bar split between the two players), amounts
// are drawn as pairs of bars, and one headline counts every fact the sections mark. The expected scores are worked
// out here from the mocked profiles and Cup of the Day statistics.

beforeAll(preloadComparePage);

const TEAM = demo.team.index;
const PILOT = demo.mockUser.index;

type Better = 'a' | 'b' | undefined;
/** Which of two values is the better one; none when equal or one is missing. */
function better(a: number | undefined, b: number | undefined, direction: 'lower' | 'higher'): Better {
  if (a === undefined || b === undefined || a === b) return undefined;
  return (direction === 'lower' ? a < b : a > b) ? 'a' : 'b';
}
const positiveOrNone = (value: number | undefined) => (value !== undefined && value > 0 ? value : undefined);

function expectedMarks() {
  const [team, pilot] = [playerProfile(TEAM), playerProfile(PILOT)];
  const trophies: Better[] = [
    better(team.trophies.points, pilot.trophies.points, 'higher'),
    better(team.trophies.echelon, pilot.trophies.echelon, 'higher'),
    better(team.trophies.zonepositions.at(-1), pilot.trophies.zonepositions.at(-1), 'lower'),
  ];
  const rankIn = (profile: typeof team, typeid: number) =>
    positiveOrNone(profile.matchmaking.find((entry) => entry.info.typeid === typeid)?.info.rank);
  const ranks: Better[] = [5, 3].map((typeid) => better(rankIn(team, typeid), rankIn(pilot, typeid), 'lower'));
  const [a, b] = [cotdPage(TEAM, 0).stats, cotdPage(PILOT, 0).stats];
  const cotd: Better[] = [
    better(a.totalwins, b.totalwins, 'higher'),
    better(a.totaldivwins, b.totaldivwins, 'higher'),
    better(a.avgrank, b.avgrank, 'lower'),
    better(a.avgdiv, b.avgdiv, 'lower'),
    better(a.avgdivrank, b.avgdivrank, 'lower'),
    better(a.winstreak, b.winstreak, 'higher'),
    better(a.divwinstreak, b.divwinstreak, 'higher'),
    better(a.best?.bestrank, b.best?.bestrank, 'lower'),
  ];
  return { trophies, ranks, cotd, a, b };
}

/** "X leads 7–3" or "Level at 2–2", as the page words a score. */
function scoreText(marks: Better[]): string {
  const [a, b] = [marks.filter((mark) => mark === 'a').length, marks.filter((mark) => mark === 'b').length];
  if (a === b) return `Level at ${String(a)}–${String(b)}`;
  return a > b ? `${nameAt(TEAM)} leads ${String(a)}–${String(b)}` : `${nameAt(PILOT)} leads ${String(b)}–${String(a)}`;
}

/** The widths of the pair of bars in a fact's two cells (percent of the column), in the page's order. */
function barWidths(table: string, fact: string): number[] {
  return factCells(table, fact).map((cell) => {
    const bar = cell.querySelector<HTMLElement>('.compare-bar > span');
    return bar ? Number.parseFloat(bar.style.width) : NaN;
  });
}

/** The larger amount's bar is full, the other in proportion. */
function expectedWidths(a: number, b: number): number[] {
  const largest = Math.max(a, b);
  return [a, b].map((amount) => (largest > 0 ? (amount / largest) * 100 : 0));
}

describe('the compare page as a score', () => {
  it('puts a headline over every section and one over all the facts, counted from the mocks', async () => {
    renderRoute('/compare/demo-team/mockpilot');
    await screen.findByText(/ahead in/, {}, { timeout: 8000 });
    const { trophies, ranks, cotd } = expectedMarks();
    const headline = (region: string) =>
      within(screen.getByRole('region', { name: region })).getByText(/^(.+ leads|Level at) \d+–\d+$/);
    expect(headline('Trophies')).toHaveTextContent(scoreText(trophies));
    expect(headline('Matchmaking')).toHaveTextContent(scoreText(ranks));
    expect(headline('Cup of the Day')).toHaveTextContent(scoreText(cotd));
    // Every section's score has its split bar beside the words.
    for (const region of ['Trophies', 'Matchmaking', 'Cup of the Day', 'Head-to-head'])
      expect(screen.getByRole('region', { name: region }).querySelector('.compare-split')).not.toBeNull();
    // Over all the facts: the three sections' marks together (the head-to-head counts cups, not facts).
    const overall = screen.getByText(/^Over all the facts: /);
    expect(overall).toHaveTextContent(`Over all the facts: ${scoreText([...trophies, ...ranks, ...cotd])}`);
    // Above the sections, under the title.
    const firstSection = screen.getByRole('region', { name: 'Trophies' });
    expect(overall.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('draws amounts as pairs of bars in every section: trophy points, matchmaking scores, cup counts', async () => {
    renderRoute('/compare/demo-team/mockpilot');
    await screen.findByText(/ahead in/, {}, { timeout: 8000 });
    const [team, pilot] = [playerProfile(TEAM), playerProfile(PILOT)];
    const { a, b } = expectedMarks();
    expect(barWidths('Trophies', 'Trophy points')).toEqual(expectedWidths(team.trophies.points, pilot.trophies.points));
    // Ranked 2v2's points, Royal's wins (its progression).
    const standing = (profile: typeof team, typeid: number) =>
      profile.matchmaking.find((entry) => entry.info.typeid === typeid)?.info;
    const score2v2 = (profile: typeof team) => standing(profile, 5)?.score ?? 0;
    const royalWins = (profile: typeof team) => standing(profile, 3)?.progression ?? 0;
    expect(barWidths('Matchmaking', 'Ranked 2v2')).toEqual(expectedWidths(score2v2(team), score2v2(pilot)));
    expect(barWidths('Matchmaking', 'Royal')).toEqual(expectedWidths(royalWins(team), royalWins(pilot)));
    expect(barWidths('Cup of the Day', 'Cups played')).toEqual(expectedWidths(a.total, b.total));
    expect(barWidths('Cup of the Day', 'Wins')).toEqual(expectedWidths(a.totalwins, b.totalwins));
    expect(barWidths('Cup of the Day', 'Division wins')).toEqual(expectedWidths(a.totaldivwins, b.totaldivwins));
    // Where less is better (an average, the best rank), a longer bar would read as more: none is drawn.
    expect(barWidths('Cup of the Day', 'Average rank').every(Number.isNaN)).toBe(true);
    expect(barWidths('Cup of the Day', 'Best rank').every(Number.isNaN)).toBe(true);
  });
});
