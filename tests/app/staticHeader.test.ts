// The header index.html paints before the app's code runs stands for the real one (src/app/shell/NavBar.tsx): the
// same brand and the same tabs, so it takes the same room and nothing moves when React replaces it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAV_TABS } from '../../src/app/shell/tabs';

const page = new DOMParser().parseFromString(readFileSync('index.html', 'utf8'), 'text/html');
const header = page.querySelector('#root > header.site-header');

describe('the static header of index.html', () => {
  it('is hidden from screen readers: the app draws the real one', () => {
    expect(header?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the brand, the search button and the burger', () => {
    const brand = [...(header?.querySelectorAll('.navbar-brand > *') ?? [])];
    expect(brand.map((part) => part.className)).toEqual([
      'navbar-item has-text-weight-bold is-size-5',
      'navbar-item quick-search-opener',
      'navbar-burger',
    ]);
    expect(brand.map((part) => part.textContent)).toEqual(['Trackmania.io', 'Search', '']);
  });

  it("lists the real header's tabs, in its order", () => {
    const tabs = [...(header?.querySelectorAll('.navbar-start > .navbar-item') ?? [])].map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Maniapub',
      'Players',
      'Rankings',
      'Matches',
      'TOTD',
      'COTD',
      'Campaigns',
      'Club Rooms',
      'Clubs',
      'Events',
    ]);
    expect(tabs).toEqual(NAV_TABS.map((tab) => tab.label));
  });

  it("holds the account button's room with an invisible stand-in", () => {
    expect(header?.querySelector('.navbar-end > .navbar-item > .button')?.className).toBe('button is-invisible');
  });
});
