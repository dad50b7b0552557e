// The real API leaves list fields out, sends null, or (on odd answers) something else entirely:
// every reader of a list goes through this, so a missing list is simply an empty one.
export function listOf<T>(value: T[] | null | undefined): T[] {
  return Array.isArray(value) ? value : [];
}
