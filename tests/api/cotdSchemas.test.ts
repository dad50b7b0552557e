import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decode, type Schema } from '../../src/api/schema';
import { decodeWithDrops } from './decodeWithDrops';
import { CupListPageSchema, RankingPageSchema } from '../../src/data/cotd';
import { CompetitionSchema, ResultsPageSchema } from '../../src/data/competitions';
import { cupPage, divisionPage, findCup, mockCompetition, qualificationPage } from '../../src/mocks/data/cups';
import { rankingPage } from '../../src/mocks/handlers/cotd';
import { expectBentAnswersDecode } from '../bend';

const captured = (name: string): unknown => JSON.parse(readFileSync(`../shared/real-api/${name}`, 'utf8'));

describe('the cup list', () => {
  it('reads the real captured answer (old cup names without "#n")', () => {
    const page = decode(CupListPageSchema, captured('cotd-list.json'), 'the cup list');
    expect(page.competitions).toEqual([
      { id: 344, name: 'Cup of the Day 2021-04-26', players: 2532, starttime: 1619457390, endtime: 1619464590 },
      { id: 343, name: 'Cup of the Day 2021-04-25', players: 2275, starttime: 1619370990, endtime: 1619378190 },
    ]);
    expect(page.page_max).toBeUndefined();
  });

  it('reads a bent page: ids and counts as text, the list as an object, a cup without an id dropped', () => {
    const [page, dropped] = decodeWithDrops(
      CupListPageSchema,
      {
        competitions: {
          a: { id: '9001', name: 20240301, players: '1234', starttime: '1709316000' },
          b: { name: 'no id' },
          c: { id: 9002, players: null, starttime: 'soon' },
        },
        page: '0',
        page_max: 'many',
      },
      'the cup list',
    );
    expect(page.competitions).toEqual([
      { id: 9001, name: '20240301', players: 1234, starttime: 1709316000 },
      { id: 9002, name: '', players: Number.NaN },
    ]);
    expect(dropped('competitions')).toBe(1);
    expect(page.page).toBe(0);
    expect(page.page_max).toBeUndefined();
    expect(decode(CupListPageSchema, { competitions: null }, 'the cup list').competitions).toEqual([]);
  });
});

describe('a cup', () => {
  it('reads the real captured answer', () => {
    const cup = decode(CompetitionSchema, captured('comp.json'), 'this cup');
    expect(cup.id).toBe(344);
    expect(cup.name).toBe('Cup of the Day 2021-04-26');
    expect(cup.numplayers).toBe(2532);
    expect([cup.startdate, cup.enddate]).toEqual([1619457390, 1619464590]);
    expect(cup.rounds).toEqual([
      {
        id: 645,
        name: 'Round',
        status: 'COMPLETED',
        matches: [
          { id: 5163, name: 'Match 1', completed: true },
          { id: 5164, name: 'Match 2', completed: true },
        ],
        challenges: [],
      },
    ]);
  });

  it('reads a bent cup: rounds as an object, a match without an id dropped, a newer metadata object ignored', () => {
    const cup = decode(
      CompetitionSchema,
      {
        id: '77',
        name: null,
        numplayers: '64',
        startdate: 'today',
        metadata: { competitionid: 77, competitionmaps: null, competitionname: 'Cup' },
        rounds: {
          r1: { id: 1, name: 'Qualification', challenges: [{ id: '5', name: 'Challenge' }] },
          r2: { id: 2, matches: [{ id: 10, completed: 'true' }, { name: 'broken' }] },
        },
      },
      'this cup',
    );
    expect(cup).toEqual({
      id: 77,
      name: '',
      numplayers: 64,
      rounds: [
        { id: 1, name: 'Qualification', matches: [], challenges: [{ id: 5, name: 'Challenge' }] },
        { id: 2, name: '', matches: [{ id: 10, name: '', completed: true }], challenges: [] },
      ],
    });
  });

  it('fails a cup without an id, naming the field', () => {
    expect(() => decode(CompetitionSchema, { name: 'Cup' }, 'this cup')).toThrow(
      "The server's answer for this cup could not be read (id).",
    );
  });

  it('reads results: a score as text, a result without a player dropped, an unreadable score as unknown', () => {
    const page = decode(
      ResultsPageSchema,
      {
        results: [
          { player: { id: 'p1', name: 'One' }, position: '1', score: '41000' },
          { player: null, position: 2, score: 41100 },
          { player: { id: 'p3', name: 'Three' }, position: 3, score: null },
        ],
      },
      'the qualification results',
    );
    expect(page.results.items).toEqual([
      { player: { id: 'p1', name: 'One' }, position: 1, score: 41000 },
      { player: { id: 'p3', name: 'Three' }, position: 3 },
    ]);
  });
});

describe('the player ranking', () => {
  it('reads a page: counts as text or missing read as numbers or 0, a row without position dropped', () => {
    const [page, dropped] = decodeWithDrops(
      RankingPageSchema,
      {
        players: [
          { position: 1, player: { id: 'p1', name: 'One' }, totalplayed: '900', wins: 12, winstreak: null },
          { player: { id: 'p2' } },
        ],
        page: 0,
      },
      'the player ranking',
    );
    expect(page.players).toEqual([
      {
        position: 1,
        player: { id: 'p1', name: 'One' },
        totalplayed: 900,
        totalplayedreruns: 0,
        wins: 12,
        winsreruns: 0,
        winstreak: 0,
        winstreakreruns: 0,
      },
    ]);
    expect(dropped('players')).toBe(1);
  });
});

describe('bent copies of the mocked answers', () => {
  const first = cupPage('crossplay', 3);
  const cup = findCup(first.competitions[0]?.id ?? 0);
  if (!cup) throw new Error('no mocked cup');
  const answers: [string, Schema<unknown>, unknown][] = [
    ['the cup list', CupListPageSchema, { ...first, page: 3 }],
    ['this cup', CompetitionSchema, mockCompetition(cup)],
    ['the qualification results', ResultsPageSchema, { results: qualificationPage(cup, 0, 40000).slice(0, 6) }],
    ['the division results', ResultsPageSchema, { results: divisionPage(cup, 1, 0).slice(0, 6) }],
    ['the player ranking', RankingPageSchema, { players: rankingPage('wins', false, 0).slice(0, 6), page: 0 }],
  ];

  it.each(answers)('never throw anything but an ApiError (%s)', (what, schema, answer) => {
    expectBentAnswersDecode(schema, answer, what, 200);
  });
});
