import type { ReactNode } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { PlayerCount } from '../../components/PlayerCount';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { TimeDisplay } from '../../components/TimeDisplay';
import type { LeaderboardAnswer, MapInfo } from './api';
import { CLOSED_TOOLTIP, OPEN_TOOLTIP } from './texts';

/** `TrackMania\TM_Race` reads as "TM_Race": the namespace says nothing to a player. */
const typeName = (mapType: string) => mapType.split('\\').pop() || '-';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}

/** Facts about the map and its leaderboard; `board` is the first leaderboard answer, once there is one. */
export function MapInfoTable({ map, board }: { map: MapInfo; board: LeaderboardAnswer | undefined }) {
  const closed = board?.lockedLeaderboard === true;
  const author = map.authorplayer;
  const submitter = map.submitterplayer;
  const submitterDiffers = Boolean(map.submitter) && map.submitter !== map.author;
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-narrow map-info" aria-label="Map information">
        <tbody>
          <Row label="Uploaded">
            <TimeDisplay value={map.timestamp} full />
          </Row>
          <Row label="Author">{author ? <PlayerHoverPopup player={author} /> : map.author || '-'}</Row>
          {submitterDiffers && <Row label="Submitter">{submitter ? <PlayerHoverPopup player={submitter} /> : map.submitter}</Row>}
          <Row label="Leaderboard">
            {board ? (
              <span className={`tag ${closed ? 'is-warning' : 'is-success'}`} title={closed ? CLOSED_TOOLTIP : OPEN_TOOLTIP}>
                {closed ? 'Closed' : 'Open'}
              </span>
            ) : (
              '-'
            )}
          </Row>
          <Row label="Players">{board?.playercount !== undefined ? <PlayerCount count={board.playercount} closed={closed} /> : '-'}</Row>
          <Row label="Collection">{map.collectionName || '-'}</Row>
          <Row label="Map type">{typeName(map.mapType)}</Row>
          <Row label="Map style">{map.mapStyle || '-'}</Row>
          <Row label="Map UID">
            <span className="is-mono map-id">{map.mapUid}</span> <CopyButton value={map.mapUid} label="Copy map UID" />
          </Row>
          <Row label="Map ID">
            <span className="is-mono map-id">{map.mapId}</span> <CopyButton value={map.mapId} label="Copy map ID" />
          </Row>
        </tbody>
      </table>
    </div>
  );
}
