import { describe, expect, it } from 'vitest';
import { parseRouteId } from '../../src/lib/routeId';

describe('parseRouteId', () => {
  it('reads a positive whole number of up to 15 digits', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('90997')).toBe(90997);
    expect(parseRouteId('007')).toBe(7);
    expect(parseRouteId('999999999999999')).toBe(999999999999999);
  });

  it('reads anything else as no id', () => {
    for (const raw of ['abc', '-1', '0', '1e3', '12.5', '', ' 1', '1 ', '12x', '1234567890123456', undefined])
      expect(parseRouteId(raw)).toBeUndefined();
  });
});
