// The matchmaking ranking on a phone: a row keeps rank, player and the division's shield with the score, the shield
// and the score on one line (before, the shield took a line of its own and squeezed the name to a sliver).
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { mmRankingPage } from '../../../src/mocks/data/mmRankings';
import { setViewportWidth } from '../../viewport';
import { rankingRows } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/top/TopPage');
});

// jsdom applies no style sheet: what Bulma hides on a phone (is-hidden-mobile, is-hidden-touch) is left out by hand.
const shownOnAPhone = (element: Element) => element.closest('.is-hidden-mobile, .is-hidden-touch') === null;
// The text a person reads: an icon's title is its name for screen readers, not text on the screen.
const visibleText = (element: Element): string =>
  Array.from(element.childNodes)
    .map((node) => {
      if (!(node instanceof Element)) return node.textContent ?? '';
      return shownOnAPhone(node) && node.tagName.toLowerCase() !== 'svg' ? visibleText(node) : '';
    })
    .join('');

describe('the matchmaking ranking on a phone', () => {
  it('shows rank, player, and the shield with the points on one line', async () => {
    setViewportWidth(390);
    renderRoute('/top/2v2');
    const rows = await rankingRows();
    const table = screen.getByRole('table', { name: 'Matchmaking ranking' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .filter(shownOnAPhone)
        .map((th) => th.textContent),
    ).toEqual(['Rank', 'Player', 'Division']);
    const top = mmRankingPage(5, 0)[0];
    const [rank, player, division] = within(rows[0] as HTMLElement).getAllByRole('cell') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(rank).toHaveTextContent(/^1$/);
    expect(within(player).getByRole('link')).toHaveTextContent(top?.player.name ?? '-');
    // The shield names the division; its name in words waits for a wider screen.
    const shield = within(division).getByRole('img', { name: 'Trackmaster' });
    const line = shield.closest('.top-division-standing');
    expect(line).not.toBeNull();
    expect(visibleText(line as Element).trim()).toBe('4,342 points');
  });
});
