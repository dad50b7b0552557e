import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { TimeDisplay } from '../../components/TimeDisplay';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { settingsWithValue, type Match, type MatchMap } from './api';
import { listOf } from '../../lib/listOf';

/** A zero or missing time means "not yet" (a match that has not ended). */
const timeOrNone = (value: Match['startdate']) => (value === undefined || value === 0 || value === '0' || value === '' ? undefined : value);

/** ID, Live ID, Started and Ended, then the maps and the script settings. */
export function MatchInfo({ match }: { match: Match }) {
  const settings = settingsWithValue(match.scriptsettings);
  const maps = listOf(match.maps);
  return (
    <div className="columns is-multiline match-info">
      <div className="column is-half-desktop is-full">
        <table className="table is-fullwidth match-facts">
          <tbody>
            <Fact label="ID">{match.id ?? '-'}</Fact>
            <Fact label="Live ID">{match.lid ?? '-'}</Fact>
            <Fact label="Started">
              <TimeDisplay value={timeOrNone(match.startdate)} full />
            </Fact>
            <Fact label="Ended">
              <TimeDisplay value={timeOrNone(match.enddate)} full />
            </Fact>
          </tbody>
        </table>
        {settings.length > 0 && (
          <table className="table is-fullwidth is-narrow match-settings">
            <caption className="has-text-left has-text-weight-bold">Script settings</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {settings.map((setting, index) => (
                <tr key={`${setting.name}-${index}`}>
                  <td className="is-mono">{setting.name}</td>
                  <td className="is-mono">{setting.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="column is-half-desktop is-full">
        <h2 className="subtitle">Maps</h2>
        {maps.length === 0 ? <p className="has-text-grey-light">No maps are listed for this match.</p> : <MapList maps={maps} />}
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className="is-mono">{children}</td>
    </tr>
  );
}

function MapList({ maps }: { maps: MatchMap[] }) {
  return (
    <ul className="match-maps">
      {maps.map((map, index) => {
        const name = toPlainText(map.name) || map.mapUid;
        return (
          <li key={`${map.mapUid}-${index}`} className="match-map">
            <GameText text={map.name || map.mapUid} />
            <span className="buttons are-small">
              {map.fileUrl && (
                <a className="button" href={map.fileUrl} download={map.file ?? true} aria-label={`Download ${name}`}>
                  Download
                </a>
              )}
              {map.mapUid && (
                <Link className="button" to={paths.mapLeaderboard(undefined, map.mapUid)} aria-label={`Leaderboard of ${name}`}>
                  Leaderboard
                </Link>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
