import { memo } from 'react';
import { BreakableText } from '../../components/BreakableText';
import { CopyButton } from '../../components/CopyButton';
import { Fact, FactTable } from '../../components/FactTable';
import { PlayerCount } from '../../components/PlayerCount';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { TimeDisplay } from '../../components/TimeDisplay';
import { mapKindOf } from '../../lib/leaderboard';
import type { LeaderboardAnswer, MapInfo } from '../../data/leaderboard';
import { CLOSED_TOOLTIP, OPEN_TOOLTIP } from './texts';

/** `TrackMania\TM_Race` reads as "TM_Race": the namespace says nothing to a player. */
const typeName = (mapType: string) => mapType.split('\\').pop() || '-';

/** Facts about the map and its leaderboard; `board` is the first leaderboard answer, once there is one. */
function MapInfoTableView({ map, board }: { map: MapInfo; board: LeaderboardAnswer | undefined }) {
  const closed = board?.lockedLeaderboard === true;
  // Royal maps have no leaderboard, nor platform maps unless one sends rows: the page says so beside this table, so it
  // states no leaderboard status or player count ("Open", "~0") that would say otherwise.
  const kind = mapKindOf(map.mapType);
  const hasBoard = kind !== 'royal' && (kind !== 'platform' || (board?.tops.length ?? 0) > 0);
  const author = map.authorplayer;
  const submitter = map.submitterplayer;
  const submitterDiffers = Boolean(map.submitter) && map.submitter !== map.author;
  return (
    <FactTable label="Map information" className="map-info">
      <Fact label="Uploaded">
        <TimeDisplay value={map.timestamp} full />
      </Fact>
      <Fact label="Author">{author ? <PlayerHoverPopup player={author} /> : map.author || '-'}</Fact>
      {submitterDiffers && (
        <Fact label="Submitter">{submitter ? <PlayerHoverPopup player={submitter} /> : map.submitter}</Fact>
      )}
      {hasBoard && (
        <Fact label="Leaderboard">
          {board ? (
            <span
              className={`tag ${closed ? 'is-warning' : 'is-success'}`}
              title={closed ? CLOSED_TOOLTIP : OPEN_TOOLTIP}
            >
              {closed ? 'Closed' : 'Open'}
            </span>
          ) : (
            '-'
          )}
        </Fact>
      )}
      {hasBoard && (
        <Fact label="Players">
          {board?.playercount !== undefined ? <PlayerCount count={board.playercount} closed={closed} /> : '-'}
        </Fact>
      )}
      <Fact label="Collection">{map.collectionName || '-'}</Fact>
      <Fact label="Map type">{typeName(map.mapType)}</Fact>
      <Fact label="Map style">{map.mapStyle || '-'}</Fact>
      <Fact label="Map UID">
        <span className="is-mono map-id">{map.mapUid}</span> <CopyButton value={map.mapUid} label="Copy map UID" />
      </Fact>
      <Fact label="Map ID">
        <span className="is-mono map-id">
          <BreakableText text={map.mapId} />
        </span>{' '}
        <CopyButton value={map.mapId} label="Copy map ID" />
      </Fact>
    </FactTable>
  );
}

/** Drawn again only when the map or the board's answer changes, not at each of the page's renders. */
export const MapInfoTable = memo(MapInfoTableView);
