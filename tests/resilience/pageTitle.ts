import { expect } from 'vitest';
import { screen } from '@testing-library/react';

/** The page's title (level 1) reads `heading` in whole (a string) or matches it (a pattern), spaces squeezed. */
export function expectTitle(heading: string | RegExp, where: string): void {
  const title = screen.getByRole('heading', { level: 1 }).textContent.replace(/\s+/g, ' ').trim();
  if (typeof heading === 'string') expect(title, `${where}: the title`).toBe(heading);
  else expect(title, `${where}: the title`).toMatch(heading);
}
