// Global setup: the zone is pinned in vitest's own process, before any worker starts. Worker threads share their
// process's zone and cannot change it (an assignment to process.env.TZ in a thread does nothing); a zone project runs
// in forked processes, where tests/clockSetup.ts sets its own.
export default function pinTimeZone(): void {
  process.env.TZ = 'UTC';
}
