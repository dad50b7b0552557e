// The one test for "a JSON object": answers, stored values and imported files are unknown until read, and each reader
// first asks whether it holds an object with keys (a list is not one).
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
