// How long a fan-out keeps a reader waiting, in words a player reads ("takes about 20 seconds"): the request count
// means nothing to a player, the wait does. The count stays for the curious in a tooltip (requestsTitle).
import { countOf } from './format';

/** Answers in flight at once through the shared queue (api/scheduler.ts's maxInFlight). */
export const ANSWERS_AT_ONCE = 3;
/** The time one answer takes, as the estimate assumes it (docs/decisions/022-wait-estimates.md). */
export const SECONDS_PER_ANSWER = 1;

/** The seconds `requests` take through the queue, each wave of `ANSWERS_AT_ONCE` taking one answer's time. */
export function waitSeconds(requests: number): number {
  if (!(requests > 0)) return 0;
  return Math.ceil(requests / ANSWERS_AT_ONCE) * SECONDS_PER_ANSWER;
}

/** "takes a few seconds", "takes about 20 seconds", "takes about 2 minutes": rounded as a person would say it. */
export function waitText(requests: number): string {
  const seconds = waitSeconds(requests);
  if (seconds <= 5) return 'takes a few seconds';
  if (seconds < 50) return `takes about ${String(Math.round(seconds / 5) * 5)} seconds`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? 'takes about a minute' : `takes about ${String(minutes)} minutes`;
}

/** The tooltip beside a wait: what it costs the API, for those who want to know. */
export function requestsTitle(requests: number): string {
  return `${countOf(requests, 'request')} to the API`;
}
