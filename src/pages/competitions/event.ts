// Pure helpers of the event pages: ids from the route, the state kept in the address, outside links.
import { defineChoices, type ChoiceId } from '../../lib/choices';
import { hasStarted, isRunning } from '../../lib/roundStatus';
import { paths } from '../../lib/paths';
import { parseRouteId } from '../../lib/routeId';
import type { EventListItem, Round } from '../../data/competitions';

/** An event's id from the address, read as every route id is. */
export const parseEventId = parseRouteId;

/** The event page of a list item: new events by their competition id, legacy ones by the site's id. */
export function eventPath(item: EventListItem): string {
  return item.competitionid ? paths.competition(item.competitionid) : paths.legacyCompetition(item.id);
}

/** The event page's tabs, in order; the id is the address's ?tab=, Rounds when there is none. */
export const EVENT_TABS = defineChoices(
  [
    { id: 'rounds', label: 'Rounds' },
    { id: 'teams', label: 'Teams' },
    { id: 'leaderboard', label: 'Leaderboard' },
  ],
  'rounds',
);

export type EventTab = ChoiceId<typeof EVENT_TABS>;

/** What the event page shows, kept in the query string: the route has no segment for it. */
export interface EventView {
  tab?: EventTab;
  round?: number;
  match?: number;
}

/** "?tab=leaderboard", "?round=12&match=34"; the default tab is left out so plain event links stay short. */
export function eventSearch(view: EventView): string {
  const params = new URLSearchParams();
  const tab = view.tab === undefined ? null : EVENT_TABS.param(view.tab);
  if (tab !== null) params.set('tab', tab);
  if (view.round !== undefined) params.set('round', String(view.round));
  if (view.match !== undefined) params.set('match', String(view.match));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The round shown when the address names none: the running one, else the last started, else the first. */
export function defaultRound(rounds: readonly Round[], nowSeconds: number): Round | undefined {
  const running = rounds.find((round) => isRunning(round.startdate, round.enddate, nowSeconds));
  if (running) return running;
  const started = rounds.filter((round) => hasStarted(round.startdate, round.enddate, nowSeconds));
  return started.at(-1) ?? rounds[0];
}

export type RoundChoice = { round: Round } | { unknown: string } | { none: true };

/** The round the address asks for (?round=), or why there is none to show. */
export function chooseRound(rounds: readonly Round[], raw: string | null, nowSeconds: number): RoundChoice {
  if (rounds.length === 0) return { none: true };
  if (raw === null) {
    const round = defaultRound(rounds, nowSeconds);
    return round ? { round } : { none: true };
  }
  const round = rounds.find((item) => String(item.id) === raw);
  return round ? { round } : { unknown: raw };
}

/** An outside link the API sent, only when it is an http(s) address: "" and other schemes give undefined. */
export function externalUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An image address: absolute http(s), or a path on the site (clients treat logo urls as relative). */
export function imageUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  return externalUrl(text);
}

/** A known time: the API sends 0 or leaves the key out for unknown ones. */
export function knownTime(seconds: number | undefined): number | undefined {
  return seconds !== undefined && seconds > 0 ? seconds : undefined;
}

/** "HAS_MATCHES" → "Has matches": the API's status codes as words. */
export function statusWords(status: string | undefined): string | undefined {
  // "HAS_MATCHES", "ClubEvent" and "club-event" alike: a status or an event type in words.
  const words = (status ?? '')
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words === '' ? undefined : words.charAt(0).toUpperCase() + words.slice(1);
}
