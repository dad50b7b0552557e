import { describe, expect, it } from 'vitest';
import type { EventResult } from '../../../src/data/competitions';
import { nextEventPage, nextResultsPage } from '../../../src/data/competitionPaging';
import {
  chooseRound,
  eventPath,
  eventSearch,
  externalUrl,
  imageUrl,
  parseEventId,
  statusWords,
} from '../../../src/pages/competitions/event';

const rows = (n: number) => ({
  results: { items: Array.from({ length: n }, (_, i) => ({ position: i + 1 }) as EventResult), unread: 0 },
});
const round = (id: number, startdate: number, enddate: number) => ({
  id,
  name: `R${id}`,
  startdate,
  enddate,
  matches: [],
  challenges: [],
});

describe('event page helpers', () => {
  it('accepts only positive whole numbers as ids', () => {
    expect(parseEventId('90997')).toBe(90997);
    for (const raw of ['abc', '-1', '0', '1e3', '12.5', '', ' 1', undefined]) expect(parseEventId(raw)).toBeUndefined();
  });

  it('links new events by competition id and legacy ones by site id', () => {
    expect(eventPath({ id: 3001, competitionid: 90000, name: 'x' })).toBe('/competitions/comp/90000');
    expect(eventPath({ id: 3001, competitionid: 0, name: 'x' })).toBe('/competitions/3001');
    expect(eventPath({ id: 3001, name: 'x' })).toBe('/competitions/3001');
  });

  it('keeps the view in the query string, leaving the default tab out', () => {
    expect(eventSearch({})).toBe('');
    expect(eventSearch({ tab: 'rounds' })).toBe('');
    expect(eventSearch({ tab: 'leaderboard' })).toBe('?tab=leaderboard');
    expect(eventSearch({ round: 4, match: 7 })).toBe('?round=4&match=7');
  });

  it('chooses the running round, else the last started, else the first; and the one asked for', () => {
    const rounds = [round(1, 100, 200), round(2, 300, 400), round(3, 500, 600)];
    expect(chooseRound(rounds, null, 350)).toEqual({ round: rounds[1] });
    expect(chooseRound(rounds, null, 450)).toEqual({ round: rounds[1] });
    expect(chooseRound(rounds, null, 50)).toEqual({ round: rounds[0] });
    expect(chooseRound(rounds, null, 700)).toEqual({ round: rounds[2] });
    expect(chooseRound(rounds, '3', 50)).toEqual({ round: rounds[2] });
    expect(chooseRound(rounds, 'x', 50)).toEqual({ unknown: 'x' });
    expect(chooseRound([], '3', 50)).toEqual({ none: true });
  });

  it('allows only http(s) links out, and site paths for images', () => {
    expect(externalUrl('https://example.org/rules')).toBe('https://example.org/rules');
    for (const bad of ['', '  ', 'javascript:alert(1)', 'maniaplanet://x', 'not a url', undefined])
      expect(externalUrl(bad)).toBeUndefined();
    expect(imageUrl('/mock-img/logos/a.png')).toBe('/mock-img/logos/a.png');
    expect(imageUrl('//evil.example/a.png')).toBeUndefined();
    expect(imageUrl('')).toBeUndefined();
  });

  it('turns status codes into words', () => {
    expect(statusWords('HAS_MATCHES')).toBe('Has matches');
    expect(statusWords('COMPLETED')).toBe('Completed');
    expect(statusWords('')).toBeUndefined();
  });

  it('ends result lists on page_max, an empty page or a short page', () => {
    expect(nextResultsPage([rows(50)], 0)).toBe(1);
    expect(nextResultsPage([rows(50), rows(20)], 1)).toBeUndefined();
    expect(nextResultsPage([rows(50), rows(0)], 1)).toBeUndefined();
    expect(nextResultsPage([{ ...rows(50), page_max: 1 }], 0)).toBeUndefined();
    expect(nextResultsPage([{ ...rows(50), page_max: 3 }], 0)).toBe(1);
    expect(nextResultsPage([{ results: { items: [], unread: 0 } }], 0)).toBeUndefined();
    // A first page under the smallest known page size is the whole list.
    expect(nextResultsPage([rows(24)], 0)).toBeUndefined();
    expect(nextResultsPage([rows(25)], 0)).toBe(1);
  });

  it('ends the event list on page_max or an empty page', () => {
    const item = { id: 1, name: 'x' };
    const list = (items: (typeof item)[]) => ({ items, unread: 0 });
    expect(nextEventPage({ competitions: list([item]), page_max: 2 }, 0)).toBe(1);
    expect(nextEventPage({ competitions: list([item]), page_max: 2 }, 1)).toBeUndefined();
    expect(nextEventPage({ competitions: list([]) }, 0)).toBeUndefined();
    expect(nextEventPage({ competitions: list([item]) }, 4)).toBe(5);
  });
});
