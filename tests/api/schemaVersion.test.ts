// The answer store drops what a release with other decoded shapes stored: this test notices a changed shape and asks
// for the schema version to be raised, so a visitor's kept answers are dropped when, and only when, they must be.
import { describe, expect, it } from 'vitest';
import { ANSWER_SCHEMA_FINGERPRINT, ANSWER_SCHEMA_VERSION } from '../../src/api/schemaVersion';
import { schemaFingerprint } from './schemaShapes';

/** Every module of the app that may declare an answer schema: the shared ones and the data layer's modules. */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../src/api/*.ts', '../../src/data/*.ts', '../../src/session/*.ts'],
  { eager: true },
);

describe('the answer schemas', () => {
  it('decode to the shapes of the recorded schema version (raise ANSWER_SCHEMA_VERSION when they change)', () => {
    const fingerprint = schemaFingerprint(modules);
    expect(
      fingerprint,
      `The answers' decoded shapes changed: in src/api/schemaVersion.ts raise ANSWER_SCHEMA_VERSION (now ${String(ANSWER_SCHEMA_VERSION)}) and set ANSWER_SCHEMA_FINGERPRINT to '${fingerprint}'.`,
    ).toBe(ANSWER_SCHEMA_FINGERPRINT);
  });

  it('are found: the fingerprint covers the shared entities and the areas', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    const withoutOne = { ...modules };
    delete withoutOne['../../src/api/entities.ts'];
    expect(schemaFingerprint(withoutOne)).not.toBe(schemaFingerprint(modules));
  });
});
