// Every route example rendered while the mocked API bends its answers (the drift scenario, src/mocks/drift.ts): a
// value turned to null, a number sent as text and back, a list as an object, an object as a list, a key left out.
// Decoding at the edge must keep every page up: no uncaught error, no route error screen, no section that failed to
// render, and a page with its title and some content. A bent required field may still fail one answer with its
// message (an ApiError is shown where the data would be): that is the intended outcome, not a failure.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../render';
import { setScenario } from '../../src/mocks/scenarios';
import { ROUTE_EXAMPLES } from '../routeExamples';
import { recordConsoleErrors } from '../consoleErrors';

const LOADING = /^Loading/;

/**
 * Each route once per seed (a seed bends other values than the next): three walks a route across the two files. The
 * bends of each endpoint's answer on their own are tried far more widely by tests/api/*Schemas.test.ts (many bent copies
 * of every mocked answer decode or fail with an ApiError); these walks check that pages stay up around them.
 */
export function walkEveryRouteDrifted(rate: number, label: string, seeds: readonly number[]): void {
  const consoleErrors = recordConsoleErrors();

  describe.each(ROUTE_EXAMPLES)(`$route ($path), ${label} values bent`, ({ path }) => {
    it.each(seeds)('stays up with seed %i', async (seed) => {
      setScenario('drift', { rate, seed });
      renderRoute(path);
      await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
      await waitFor(() => expect(screen.queryAllByRole('progressbar', { name: LOADING })).toEqual([]), {
        timeout: 8000,
      });
      expect(screen.queryByRole('heading', { name: 'Something went wrong on this page' })).not.toBeInTheDocument();
      expect(screen.queryByText(/^This part could not be shown/)).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
      // Not an empty page: the main area holds more than its title.
      const main = screen.getByRole('main');
      const title = screen.getByRole('heading', { level: 1 }).textContent;
      expect(main.textContent.replace(title, '').trim().length).toBeGreaterThan(0);
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      // The first lines of each message, so a failure names the error.
      expect(consoleErrors.map((message) => message.slice(0, 1400))).toEqual([]);
    });
  });
}
