// A dynamic import's preload links name only the chunks its importer has not loaded itself (scripts/preloadMissing.ts).
import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { missingDependencies, staticClosure } from '../../scripts/preloadMissing';

/** A bundle of chunks, each with the chunks it imports statically. */
function bundleOf(chunks: Record<string, string[]>): OutputBundle {
  return Object.fromEntries(Object.entries(chunks).map(([fileName, imports]) => [fileName, { type: 'chunk', fileName, imports }])) as unknown as OutputBundle;
}

const bundle = bundleOf({
  'common.js': ['runtime.js', 'preload.js'],
  'runtime.js': [],
  'preload.js': ['runtime.js'],
  'page.js': ['components.js', 'runtime.js'],
  'components.js': ['query.js'],
  'query.js': [],
  'page.css': [],
});

describe('the preload links of a dynamic import', () => {
  it('knows what a chunk loads statically, through its imports too, itself included', () => {
    expect([...staticClosure(bundle, 'common.js')].sort()).toEqual(['common.js', 'preload.js', 'runtime.js']);
    expect([...staticClosure(bundle, 'page.js')].sort()).toEqual(['components.js', 'page.js', 'query.js', 'runtime.js']);
  });

  it('leaves out what the importing chunk has loaded and keeps the rest in order', () => {
    expect(missingDependencies(bundle, 'common.js', ['page.js', 'components.js', 'runtime.js', 'query.js', 'preload.js'])).toEqual(['page.js', 'components.js', 'query.js']);
  });

  it('keeps every dependency of an importer it does not know', () => {
    expect(missingDependencies(bundle, 'other.js', ['runtime.js', 'page.js'])).toEqual(['runtime.js', 'page.js']);
  });
});
