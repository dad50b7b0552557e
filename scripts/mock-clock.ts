// Imported first by scripts/mock-server.ts: with MOCK_NOW set (an ISO time or milliseconds since 1970), the mocked
// API's clock starts at that moment before its data modules load, then runs at the real pace. The e2e suite sets it
// to the moment its browsers start at (tests/clock.ts, playwright.config.ts), so the data that follow the present
// (club creation times, cup slots, competition anchors, today's Track of the Day) are the same on every run.
import { installShiftedClock, parseMoment } from '../src/mocks/clock';

const setting = process.env.MOCK_NOW;
const moment = parseMoment(setting);
if (setting && moment === undefined) {
  console.error(`MOCK_NOW="${setting}" is not a time: give an ISO time (2025-06-18T09:30:00Z) or milliseconds.`);
  process.exit(1);
}
if (moment !== undefined) installShiftedClock(moment);
