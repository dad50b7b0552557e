import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { setViewportWidth } from '../../viewport';
import { demo, factCells, nameAt, preloadComparePage } from './helpers';

beforeAll(preloadComparePage);

/** The cells a phone shows: Bulma hides `is-hidden-mobile` ones up to 768 px. */
const shown = (cells: HTMLElement[]) => cells.filter((cell) => !cell.classList.contains('is-hidden-mobile'));

describe('the compare page on a phone', () => {
  it('keeps the better mark with its value: one bold unit, so the mark never sits alone on a line below', async () => {
    setViewportWidth(390);
    renderRoute('/compare/demo-team/mockpilot');
    await screen.findByRole('table', { name: 'Trophies' }, { timeout: 8000 });
    const [points] = factCells('Trophies', 'Trophy points') as [HTMLElement];
    const mark = within(points).getByTitle('Better');
    // The word is for screen readers (hidden on screen by design, not cut off); the value and mark share one box.
    expect(mark).toHaveTextContent('(better)');
    const unit = mark.parentElement as HTMLElement;
    expect(unit).not.toBe(points);
    expect(unit).toHaveClass('compare-better');
    expect(unit.textContent).toBe('1,443,660▲ (better)');
  });

  it('keeps the head-to-head to the cup (its row header, with its link) and both results; "Ahead" hides', async () => {
    setViewportWidth(390);
    renderRoute('/compare/demo-team/mockpilot');
    const table = await screen.findByRole('table', { name: /both played/ }, { timeout: 8000 });
    expect(shown(within(table).getAllByRole('columnheader')).map((th) => th.textContent)).toEqual([
      'Cup of the Day',
      expect.stringContaining(nameAt(demo.team.index)),
      nameAt(demo.mockUser.index),
    ]);
    const [row] = within(table).getAllByRole('row').slice(1) as [HTMLElement];
    expect(
      within(within(row).getByRole('rowheader')).getByRole('link', { name: /Cup of the Day/ }),
    ).toBeInTheDocument();
    expect(shown(within(row).getAllByRole('cell'))).toHaveLength(2);
  });
});
