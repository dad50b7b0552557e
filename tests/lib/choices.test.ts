import { beforeEach, describe, expect, it } from 'vitest';
import { defineChoices, type ChoiceId } from '../../src/lib/choices';

const sizes = () =>
  defineChoices(
    [
      { id: 'small', label: 'Small' },
      { id: 'large', label: 'Large' },
    ],
    'small',
  );
const ranges = () =>
  defineChoices(
    [
      { id: 'loaded', label: 'Loaded' },
      { id: 'all', label: 'All' },
    ],
    'loaded',
    { ignoreCase: true },
  );

// Made anew for each test: a list made once when the file loads keeps the code of that moment, so a mutation run,
// which switches a change on afterwards, would test the lists as they were.
let SIZES = sizes();
let RANGES = ranges();
beforeEach(() => {
  SIZES = sizes();
  RANGES = ranges();
});

describe('defineChoices', () => {
  it('keeps the list in its order, with its default', () => {
    expect(SIZES.list.map((choice) => choice.label)).toEqual(['Small', 'Large']);
    expect(SIZES.defaultId).toBe('small');
  });

  it('reads an address: the default when it names none, undefined when it names an unknown one', () => {
    expect(SIZES.parse(undefined)).toBe('small');
    expect(SIZES.parse(null)).toBe('small');
    expect(SIZES.parse('large')).toBe('large');
    expect(SIZES.parse('Large')).toBeUndefined();
    expect(SIZES.parse('')).toBeUndefined();
    expect(SIZES.parse('huge')).toBeUndefined();
  });

  it('reads whatever the case when asked to, giving the id as the list writes it', () => {
    expect(RANGES.parse('ALL')).toBe('all');
    expect(RANGES.parse('Loaded')).toBe('loaded');
    expect(RANGES.parse('some')).toBeUndefined();
  });

  it('falls back to the default for an unknown value when asked to', () => {
    expect(SIZES.parseOrDefault('huge')).toBe('small');
    expect(SIZES.parseOrDefault('large')).toBe('large');
    expect(RANGES.parseOrDefault('All')).toBe('all');
  });

  it('names a choice and leaves the default out of the address', () => {
    expect(SIZES.label('large')).toBe('Large');
    expect(SIZES.param('small')).toBeNull();
    expect(SIZES.param('large')).toBe('large');
  });

  it('gives the id type of the list', () => {
    const size: ChoiceId<typeof SIZES> = 'large';
    // @ts-expect-error: not an id of the list
    const wrong: ChoiceId<typeof SIZES> = 'huge';
    expect([size, wrong]).toHaveLength(2);
  });
});
