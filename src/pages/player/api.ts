// The player page's queries live in src/api/player.ts: the compare page reads the same answers from the same cache.
export * from '../../api/player';
