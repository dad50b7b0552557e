// The mocked API answers in the 2026 form by default and in the 2024 one on request; both decode to the same profile.
import { describe, expect, it } from 'vitest';
import { apiGet } from '../../src/api/client';
import { readApi } from '../../src/api/schema';
import { PlayerProfileSchema } from '../../src/data/player';
import { setApiForm } from '../../src/mocks/apiForm';
import { mockPlayer } from '../../src/mocks/data/players';

/** The first mock players with a Twitch link: the data set is seeded, so these are always the same. */
const withTwitch = Array.from({ length: 300 }, (_, index) => mockPlayer(index)).filter((player) => player.meta?.twitch);

describe('the mocked API in the forms of 2026 and 2024', () => {
  it('nests the social links under meta.profile by default, and sends them flat in the 2024 form', async () => {
    const [player] = withTwitch;
    expect(player).toBeDefined();
    const path = `/api/player/${player?.id ?? ''}`;
    const answer2026 = (await apiGet(path)) as { meta: Record<string, unknown> };
    expect(answer2026.meta.profile).toEqual(expect.objectContaining({ twitch: player?.meta?.twitch }));
    expect(answer2026.meta.twitch).toBeUndefined();
    setApiForm('2024');
    const answer2024 = (await apiGet(path)) as { meta: Record<string, unknown> };
    expect(answer2024.meta.twitch).toBe(player?.meta?.twitch);
    expect(answer2024.meta.profile).toBeUndefined();
  });

  it('decodes both forms to the same profile for every player with links', async () => {
    for (const player of withTwitch.slice(0, 5)) {
      const path = `/api/player/${player.id}`;
      setApiForm('2026');
      const read2026 = await readApi(path, PlayerProfileSchema, 'a player');
      setApiForm('2024');
      const read2024 = await readApi(path, PlayerProfileSchema, 'a player');
      expect(read2026.meta?.twitch).toBe(player.meta?.twitch);
      expect(read2026).toEqual(read2024);
    }
  });

  it('adds hasClones and competitionsmetadata to every map of a 2026 Track of the Day month', async () => {
    const month = (await apiGet('/api/totd/1')) as { days: { map?: Record<string, unknown> }[] };
    const maps = month.days.flatMap((day) => (day.map ? [day.map] : []));
    expect(maps.length).toBeGreaterThan(27);
    for (const map of maps) {
      expect(map.hasClones).toBe(false);
      expect(Array.isArray(map.competitionsmetadata)).toBe(true);
    }
  });
});
