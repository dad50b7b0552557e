// Queries for names written in game text. The renderer splits a name into one span per style run
// ("$1e9Grass $0f0Mivora" is two spans), which Testing Library's text and name queries do not see through:
// getByText reads only an element's own text nodes, and jsdom's accessible-name computation drops the
// space at the end of an inline span ("GrassMivora", where a browser says "Grass Mivora").
import { within } from '@testing-library/react';

/** getByText matcher: the innermost element whose whole text is `text`, however many spans hold it. */
export function shownText(text: string) {
  return (_content: string, element: Element | null): boolean =>
    element?.textContent === text && !Array.from(element.children).some((child) => child.textContent === text);
}

/** Accessible-name matcher equal to `text` up to whitespace, for headings and links that hold game text. */
export function nameOf(text: string) {
  const squash = (value: string) => value.replace(/\s+/g, '');
  return (name: string): boolean => squash(name) === squash(text);
}

/** The link whose visible text is exactly `text`. */
export function linkWithText(container: HTMLElement, text: string): HTMLElement {
  const found = within(container)
    .getAllByRole('link')
    .filter((link) => link.textContent === text);
  if (found.length !== 1) throw new Error(`expected one link reading “${text}”, found ${found.length}`);
  return found[0] as HTMLElement;
}
