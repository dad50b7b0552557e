// The product's name and the texts the shell shows on every page, as a person reads them, and the scheme the site's
// own server expects in the Authorization header. They are made when the module loads: the test reads a copy loaded
// in the test itself, as an app just loaded does (tests/app/pageViewEdges.test.ts loads one the same way).
import { describe, expect, it, vi } from 'vitest';

describe('the site’s own words', () => {
  it('name the product, its sign-in service and header artwork, say it is unofficial, and word a failed load neutrally', async () => {
    vi.resetModules();
    const site = await import('../../src/lib/site');
    expect(site.PRODUCT_NAME).toBe('Trackmania.io');
    expect(site.AUTH_SCHEME).toBe('Tmio');
    expect(site.ACCOUNT_SERVICE_NAME).toBe('Ubisoft Connect');
    expect(site.HEADER_IMAGE_TITLE).toBe('Racing lines');
    expect(site.headerImageCredit).toBe('Header artwork: “Racing lines”, drawn for this site by its contributors.');
    expect(site.notAffiliated).toBe(
      'Trackmania.io is a community project. It is not affiliated with or endorsed by Nadeo or Ubisoft.',
    );
    expect(site.DATA_API_DOWN_HINT).toBe(
      'The game’s data API might be down right now. Please try again in a few minutes.',
    );
  });
});
