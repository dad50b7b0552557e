import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { links } from '../../lib/site';
import type { MapInfo } from '../../data/leaderboard';

// The buttons a map's answer gives beside its leaderboard: the map leaderboard page and the rooms' map page both show
// them, from the same answer, so they are worded and linked one way.

/** The Track of the Day leaderboard group of a map that was a Track of the Day (its cup's group), if any. */
export function totdGroupOf(map: MapInfo): string | undefined {
  return map.competitionsmetadata.flatMap((cup) => cup.competitionmaps).find((entry) => entry.leaderboardgroupid)
    ?.leaderboardgroupid;
}

/** One button per Cup of the Day the map was played in. */
export function CupButtons({ map }: { map: MapInfo }) {
  return map.competitionsmetadata.map((cup) =>
    cup.competitionid === undefined ? null : (
      <Link key={cup.competitionid} className="button" to={paths.cotd(cup.competitionid)}>
        Cup of the Day
      </Link>
    ),
  );
}

/** The map (`uid`, the one the page is about) on Trackmania Exchange when it is there, and on Trackmania.com, in a new tab. */
export function OutsideMapButtons({ map, uid }: { map: MapInfo; uid: string }) {
  return (
    <>
      {map.exchangeid ? (
        <a className="button" href={links.exchange(map.exchangeid)} target="_blank" rel="noopener noreferrer">
          Trackmania Exchange
        </a>
      ) : null}
      <a className="button" href={links.gameSite(uid)} target="_blank" rel="noopener noreferrer">
        Trackmania.com
      </a>
    </>
  );
}
