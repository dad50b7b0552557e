import { afterEach, beforeEach, vi } from 'vitest';

/** Records one console method's lines for the tests of the calling file (or describe block), emptied before each test. */
function recordConsole(method: 'error' | 'warn'): string[] {
  const lines: string[] = [];
  beforeEach(() => {
    lines.length = 0;
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return lines;
}

/**
 * For the tests of the calling file (or describe block): console.error is recorded instead of printed and failing the
 * test (tests/setup.ts), so a test asserts the list itself, usually empty. Emptied before each test.
 */
export const recordConsoleErrors = (): string[] => recordConsole('error');

/** console.warn recorded instead of printed (the drift alarm's reports), for the tests of the calling file. */
export const recordConsoleWarnings = (): string[] => recordConsole('warn');
