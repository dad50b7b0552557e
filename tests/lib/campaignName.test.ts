import { describe, expect, it } from 'vitest';
import { campaignNameFromMaps } from '../../src/lib/campaignName';

describe('a campaign named from its maps', () => {
  it('is the part every numbered map name shares', () => {
    expect(campaignNameFromMaps(['Summer 2024 - 01', 'Summer 2024 - 13', ' Summer 2024 - 07 '])).toBe('Summer 2024');
  });

  it('is unknown when the names differ, are not numbered, or there are none', () => {
    expect(campaignNameFromMaps(['Summer 2024 - 01', 'Fall 2024 - 01'])).toBeUndefined();
    expect(campaignNameFromMaps(['Summer 2024 - 01', 'Loop Ice'])).toBeUndefined();
    expect(campaignNameFromMaps(['Loop Ice', 'Wall Drift'])).toBeUndefined();
    expect(campaignNameFromMaps([])).toBeUndefined();
  });
});
