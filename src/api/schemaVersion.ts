// The version of the answers' decoded shapes. The answer store (src/data/cache/answerStore.ts) keeps decoded answers across
// visits and drops what a release with other shapes stored: raise ANSWER_SCHEMA_VERSION whenever a schema's output
// changes (a field added, renamed, retyped or read another way). tests/api/schemaVersion.test.ts computes the shapes'
// fingerprint from the schemas themselves (not their source text: a comment or a line break changes nothing) and
// fails, naming the new fingerprint, until both lines below are updated together.
export const ANSWER_SCHEMA_VERSION = 17;
export const ANSWER_SCHEMA_FINGERPRINT = 'cacbdc9e8876';
