import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { totdMap } from '../../../src/mocks/handlers/totd';
import { leaderboardRows, personalRecord } from '../../../src/mocks/data/leaderboards';
import { mapByUid } from '../../../src/mocks/data/mapByUid';
import { positionRows } from './helpers';

// The "you" strip under a map's title (issue 43): the signed-in player's time, medal, rank, share ahead and next goal,
// computed here from the mocked answers, not copied from the page.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

const uid = totdMap(2024, 3, 15).mapUid;
const strip = () => screen.findByRole('region', { name: 'Your standing on this map' });

/** m:ss.mmm, as the game writes a race time under an hour. */
const raceTime = (ms: number) =>
  `${String(Math.floor(ms / 60_000))}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;

describe('the "you" strip of a map leaderboard', () => {
  it('shows the mocked record: time, medal, rank of the board, share ahead, next medal, and jumps to the row', async () => {
    const record = personalRecord('map', uid) as { rank: number; time: number };
    const count = leaderboardRows('map', uid, 0, 1).playercount;
    const map = mapByUid(uid);
    const { user, router } = renderRoute(`/leaderboard/${uid}`, { signedIn: true });
    const box = within(await strip());
    expect(await box.findByText(raceTime(record.time))).toBeInTheDocument();
    expect(
      await box.findByText(`${record.rank.toLocaleString('en-US')} of ${count.toLocaleString('en-US')}`),
    ).toBeVisible();
    const share = (100 * record.rank) / count;
    expect(box.getByText(`top ${share < 10 ? share.toFixed(1) : share.toFixed(0)}%`)).toBeInTheDocument();
    const limits = [
      ['author', map.authorScore],
      ['gold', map.goldScore],
      ['silver', map.silverScore],
      ['bronze', map.bronzeScore],
    ] as const;
    const earned = limits.find(([, limit]) => record.time <= limit);
    const above = limits[(earned ? limits.indexOf(earned) : limits.length) - 1];
    if (earned) expect(box.getByRole('img', { name: new RegExp(`^${earned[0]} medal$`, 'i') })).toBeInTheDocument();
    if (above) expect(box.getByText(`+${((record.time - above[1]) / 1000).toFixed(3)} s to ${above[0]}`)).toBeVisible();

    await user.click(box.getByRole('button', { name: 'Jump to my row' }));
    expect(router.state.location.search).toBe(`?offset=${String(record.rank - 6)}`);
    const rows = await positionRows();
    expect(rows.some((row) => row.getAttribute('aria-current') === 'true')).toBe(true);
  });

  it('is first, before the positions: under the title', async () => {
    renderRoute(`/leaderboard/${uid}`, { signedIn: true });
    const box = await strip();
    const positions = await screen.findByRole('heading', { name: 'Positions' });
    expect(box.compareDocumentPosition(positions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not there for a signed-out visitor', async () => {
    renderRoute(`/leaderboard/${uid}`);
    await positionRows();
    expect(screen.queryByRole('region', { name: 'Your standing on this map' })).toBeNull();
  });
});
