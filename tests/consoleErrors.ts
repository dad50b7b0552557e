import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For the tests of the calling file (or describe block): console.error is recorded instead of printed and failing the
 * test (tests/setup.ts), so a test asserts the list itself, usually empty. Emptied before each test.
 */
export function recordConsoleErrors(): string[] {
  const errors: string[] = [];
  beforeEach(() => {
    errors.length = 0;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return errors;
}
