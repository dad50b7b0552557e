// The detail answers of an event: /api/comp/{id} for new events and /api/competition/{id} for legacy ones.
// As on the real API, unknown texts and links are empty strings and unknown times are 0.
import { FEATURED, type EventInfo } from './competitions';
import { roundsOf } from './competitionRounds';
import { finishingOrder, fieldPlayer, RESULTS_PAGE_SIZE } from './competitionResults';
import { plainWord } from './gameText';
import { rngFor, type Rng } from './random';
import { nowSeconds } from './time';

const DESCRIPTIONS = [
  'Open to everyone. Qualify in the time attack, then race the knockout live on stream.',
  'A community event for all skill levels.\nPrizes for the top three.',
  'Weekly competition organised by the club. Check the rules before registering.',
  'Invitational: the best players of the season meet for one last evening.',
];

interface EventLinks {
  streamurl: string;
  websiteurl: string;
  rulesurl: string;
}

function linksOf(event: EventInfo, rng: Rng): EventLinks {
  const everything = event.index === FEATURED.live || event.index === FEATURED.legacy;
  const slug = plainWord(rng).toLowerCase();
  const none = event.index === FEATURED.legacyBare;
  return {
    streamurl: !none && (everything || rng.bool(0.4)) ? `https://www.twitch.tv/${slug}` : '',
    websiteurl: !none && (everything || rng.bool(0.5)) ? `https://${slug}.example.org/` : '',
    rulesurl: !none && (everything || rng.bool(0.3)) ? `https://${slug}.example.org/rules` : '',
  };
}

function descriptionOf(event: EventInfo, rng: Rng): string {
  if (event.index === FEATURED.legacyBare) return '';
  if (event.index === FEATURED.live || event.index === FEATURED.legacy) return DESCRIPTIONS[1] ?? '';
  return rng.bool(0.3) ? '' : rng.pick(DESCRIPTIONS);
}

/**
 * The manialink, vertical image and type: the running featured event has all three, about a third of the others too,
 * the rest send "" as the real API does. A generator of their own, so the other fields stay as they were.
 */
function extrasOf(event: EventInfo): { manialink: string; verticalurl: string; type: string } {
  const rng = rngFor('event-extras', event.index);
  const has = event.index === FEATURED.live || (event.index !== FEATURED.upcoming && rng.bool(0.3));
  if (!has) return { manialink: '', verticalurl: '', type: '' };
  return {
    manialink: `competition-${String(event.competitionid)}`,
    verticalurl: `/mock-img/vertical/e${String(event.competitionid)}.png`,
    type: rng.pick(['Competition', 'Cup', 'Knockout']),
  };
}

/** /api/comp/{competitionid}: a new event with its rounds. */
export function mockEventDetail(event: EventInfo, options: { empty?: boolean; now?: number } = {}) {
  const now = options.now ?? nowSeconds();
  const rng = rngFor('event-detail', event.index);
  const detail: Record<string, unknown> = {
    id: event.competitionid,
    numplayers: event.numplayers,
    liveid: `LID-COMP-${rng.token(20).toLowerCase()}`,
    creator: event.creator.id,
    creatorplayer: event.creator,
    name: event.name,
    description: descriptionOf(event, rng),
    registrationstart: event.registrationstart,
    registrationend: event.registrationend,
    startdate: event.startdate,
    enddate: event.enddate,
    leaderboardid: 7000 + event.index,
    ...linksOf(event, rng),
    logourl: event.logourl,
    rounds: options.empty ? [] : roundsOf(event, now),
    ...extrasOf(event),
  };
  // Events of a club name it; others leave the club keys out.
  if (event.club) {
    detail.clubid = event.club.id;
    detail.clubname = event.club.name;
  }
  return detail;
}

/** /api/competition/{id}: a legacy event. Its player limit is 0 when there was none. */
export function mockLegacyEvent(event: EventInfo) {
  const rng = rngFor('event-legacy', event.index);
  const maxplayers = event.index === FEATURED.legacyBare ? 0 : Math.ceil(event.numplayers / 64) * 64;
  return {
    id: event.id,
    name: event.name,
    description: descriptionOf(event, rng),
    logourl: event.logourl,
    startdate: event.startdate,
    enddate: event.enddate,
    numplayers: event.numplayers,
    maxplayers,
    ...linksOf(event, rng),
    manialink: '',
    creatorplayer: event.creator,
    type: 'legacy',
  };
}

/** /api/competition/{id}/leaderboard/{page}: points, best first, with the number of pages. */
export function legacyLeaderboardPage(event: EventInfo, page: number) {
  const order = finishingOrder(`legacy-${event.index}`, 0, event.numplayers);
  const results = order.slice(page * RESULTS_PAGE_SIZE, (page + 1) * RESULTS_PAGE_SIZE).map((k, i) => {
    const position = page * RESULTS_PAGE_SIZE + i + 1;
    return { position, player: fieldPlayer(event, k), score: Math.max(0, 1000 - position * 2) };
  });
  return { results, page_max: Math.ceil(order.length / RESULTS_PAGE_SIZE) };
}
