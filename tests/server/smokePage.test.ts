// The smoke walk's reading of a page (scripts/smoke-page.ts): the app's `[api-drift]` console lines, and the one line
// printed per page.
import { describe, expect, it } from 'vitest';
import { pageLine, parseDriftLine } from '../../scripts/smoke-page';

describe('the smoke walk’s page line', () => {
  it('reads the app’s drift line and ignores every other one', () => {
    expect(
      parseDriftLine(
        '[api-drift] {"endpoint":"/api/player/{id}","field":"meta.profile","problem":"dropped","count":3,"version":"0.1.0"}',
      ),
    ).toEqual({
      endpoint: '/api/player/{id}',
      field: 'meta.profile',
      problem: 'dropped',
      count: 3,
    });
    expect(parseDriftLine('Service Worker registration blocked')).toBeUndefined();
    expect(parseDriftLine('[api-drift] {cut')).toEqual({ endpoint: '?', field: '{cut', problem: 'unparsed', count: 1 });
  });

  it('names each drift report’s endpoint and field, and up to three of the other messages', () => {
    const line = pageLine({
      address: 'https://your.site/#/player/mockpilot',
      drift: [
        { endpoint: '/api/player/{id}', field: 'meta.profile', problem: 'dropped', count: 3 },
        { endpoint: '/api/player/{id}/trophies/{n}', field: 'gains[].achievement', problem: 'unreadable', count: 1 },
      ],
      errorBoxes: ['Could not load the player'],
      consoleErrors: ['a (/a.png)', 'b (/b.png)', 'c (/c.png)', 'd (/d.png)', 'e (/e.png)'],
      ms: 1234,
    });
    expect(line).toBe(
      'FAIL https://your.site/#/player/mockpilot  2 drift reports (/api/player/{id} meta.profile dropped ×3; /api/player/{id}/trophies/{n} gains[].achievement unreadable ×1), ' +
        '1 error box ("Could not load the player"), 5 console errors (a (/a.png); b (/b.png); c (/c.png); and 2 more)  [1.2 s]',
    );
    expect(
      pageLine({ address: 'https://your.site/#/totd', drift: [], errorBoxes: [], consoleErrors: [], ms: 800 }),
    ).toBe('ok   https://your.site/#/totd  0 drift reports, 0 error boxes, 0 console errors  [0.8 s]');
    expect(
      pageLine({
        address: 'https://your.site/#/cotd',
        drift: [],
        errorBoxes: [],
        consoleErrors: [],
        ms: 0,
        stayed: true,
        stuck: 'no link to a cup on this page',
      }),
    ).toBe('FAIL https://your.site/#/cotd  stopped: no link to a cup on this page');
  });

  it('names a page’s drift reports in the same order whichever answer came first', () => {
    const players = { endpoint: '/api/cotd/players/{n}/{id}', field: 'players', problem: 'dropped', count: 2 };
    const cups = { endpoint: '/api/cotd/{n}', field: 'competitions', problem: 'dropped', count: 1 };
    const line = (drift: (typeof players)[]) =>
      pageLine({ address: 'https://your.site/#/cotd', drift, errorBoxes: [], consoleErrors: [], ms: 1000 });
    const expected =
      'FAIL https://your.site/#/cotd  2 drift reports (/api/cotd/players/{n}/{id} players dropped ×2; /api/cotd/{n} competitions dropped ×1), 0 error boxes, 0 console errors  [1.0 s]';
    expect(line([players, cups])).toBe(expected);
    expect(line([cups, players])).toBe(expected);
  });
});
