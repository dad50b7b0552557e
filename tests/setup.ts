import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '../src/mocks/node';
import { setRateLimit, setScenario } from '../src/mocks/scenarios';
import { resetRateLimit } from '../src/mocks/rateLimit';
import { resetMockProfile } from '../src/mocks/handlers/session';

// Lazy page chunks load slowly on a busy CI machine: wait up to 5 s for what a person would see.
configure({ asyncUtilTimeout: 5000 });

// Every request a test makes must be answered by the mocked API, never by the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Request counters a test attached must not outlive it, even when the test failed.
  server.events.removeAllListeners();
  localStorage.clear();
  setScenario('normal');
  setRateLimit({});
  resetRateLimit();
  resetMockProfile();
  // Test files share a worker (isolate: false), so nothing a test switched on may reach the next file.
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());
