// Decodes an answer as the app does and says how many items of a list were dropped as unreadable: the drift alarm's
// count (src/api/driftFinder.ts), for lists that no page counts itself.
import { findDrift } from '../../src/api/driftFinder';
import { decode, type Schema } from '../../src/api/schema';

export function decodeWithDrops<T>(schema: Schema<T>, answer: unknown, what: string): [T, (field: string) => number] {
  const read = decode(schema, answer, what);
  const findings = findDrift(answer, read);
  const dropped = (field: string) =>
    findings.find((finding) => finding.field === field && finding.problem === 'dropped')?.count ?? 0;
  return [read, dropped];
}
