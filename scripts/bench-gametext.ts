// `npx tsx scripts/bench-gametext.ts`: how many names per second the game-text parser handles.
// Every table row parses its names, so this is the figure that decides whether a long leaderboard
// scrolls smoothly. Three figures: repeated names (the cache answers), the parser alone, and names
// never seen before (a cache miss, which also pays for inserting and evicting).
import { performance } from 'node:perf_hooks';
import { parseGameText, parseGameTextUncached, toPlainText } from '../src/lib/gameText';
import { Rng } from '../src/mocks/data/random';
import { clubTag, playerName, styledName } from '../src/mocks/data/gameText';

const POOL_SIZE = 3000;
const SECONDS = 2;

const EXTRA = [
  'Снежная $f80Дорога',
  '$o$i$sФинал $fffЭ',
  '🔥 $0cfNeon Loop 🏁',
  '$l[trackmania.exchange/maps/12345]$fd0TMX page$l by Kiwi',
  '$h[clubhouse]$o$36fClub House$h',
  '$lhttps://openplanet.dev$l',
  '$w$f00W$f40i$f80d$fc0e$z $n$0f0Narrow',
  '夜明け $<$c3fdawn$> ⚡',
  '$$ money $$',
  'Çöl $l[http://example.com/a?b=c]link$l',
];

function buildPool(): string[] {
  const rng = new Rng(20240601);
  const pool: string[] = [];
  while (pool.length < POOL_SIZE) {
    const roll = rng.next();
    if (roll < 0.4) pool.push(playerName(rng));
    else if (roll < 0.75) pool.push(styledName(rng));
    else if (roll < 0.87) pool.push(clubTag(rng));
    else pool.push(`${rng.pick(EXTRA)} ${rng.int(1, 999)}`);
  }
  return pool;
}

/** Calls `work` over the names for about SECONDS seconds; returns names per second. */
function measure(names: readonly string[], work: (name: string) => number): number {
  let count = 0;
  let sink = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < SECONDS * 1000) {
    for (let i = 0; i < 1000; i += 1) sink += work(names[(count + i) % names.length] ?? '');
    count += 1000;
    elapsed = performance.now() - start;
  }
  if (sink < 0) console.log(sink); // keeps the work observable so the JIT cannot drop it
  return Math.round(count / (elapsed / 1000));
}

const pool = buildPool();
const cached = (name: string) => parseGameText(name).nodes.length + toPlainText(name).length;
const uncached = (name: string) => {
  const parsed = parseGameTextUncached(name);
  return parsed.nodes.length + parsed.plain.length;
};

// Warm up the JIT on both paths before timing anything.
measure(pool, uncached);
measure(pool, cached);

// Unique names: the pool with a counter appended, built before the clock starts.
const unique = Array.from({ length: 1_500_000 }, (_, i) => `${pool[i % pool.length] ?? ''} ${i}`);

const format = (perSecond: number) => `${perSecond.toLocaleString('en-US').padStart(12)} names/s`;
console.log(`pool: ${pool.length} names, e.g. ${JSON.stringify(pool.slice(0, 4))}`);
console.log(`cached (repeated names)        ${format(measure(pool, cached))}`);
console.log(`parser alone (no cache)        ${format(measure(pool, uncached))}`);
console.log(`unique names (cache misses)    ${format(measure(unique, cached))}`);
