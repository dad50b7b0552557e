// First setup file: Date starts at TEST_NOW before any module (the mocked API's data among them) is loaded, and
// every test starts at TEST_NOW again. Test files share their worker (isolate: false), so this runs per file and the
// hook re-arms the clock after whatever the previous test did (fake timers, vi.setSystemTime).
import { beforeEach } from 'vitest';
import { setTestNow, TEST_NOW } from './clock';
import { testTimeZone } from './timeZones';

// Times show in the machine's zone: UTC (pinned for the worker threads by tests/timeZoneSetup.ts), or a zone project's
// own in its forked processes (tests/timeZones.ts).
process.env.TZ = testTimeZone();
setTestNow(TEST_NOW);
beforeEach(() => setTestNow(TEST_NOW));
