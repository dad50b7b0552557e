import { Link } from 'react-router-dom';
import { Fact, FactTable } from '../../components/FactTable';
import { GameText } from '../../components/GameText';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { TimeDisplay } from '../../components/TimeDisplay';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { settingsWithValue, type Match, type MatchMap } from '../../data/match';

/** A zero or missing time means "not yet" (a match that has not ended). */
const timeOrNone = (value: Match['startdate']) =>
  value === undefined || value === 0 || value === '0' || value === '' ? undefined : value;

interface SettingRow {
  key: string;
  name: string;
  value: string;
}

// Setting names and values are identifiers and URLs without spaces: both columns wrap anywhere (is-mono cells).
const SETTING_COLUMNS: readonly Column<SettingRow>[] = [
  { id: 'name', header: 'Name', main: true, className: 'is-mono', cell: (setting) => setting.name },
  { id: 'value', header: 'Value', className: 'is-mono match-setting-value', cell: (setting) => setting.value },
];

/** ID, Live ID, Started and Ended, then the maps and the script settings. */
export function MatchInfo({ match }: { match: Match }) {
  // A name may come twice: the index keeps each row's key apart.
  const settings: SettingRow[] = settingsWithValue(match.scriptsettings).map((setting, index) => ({
    ...setting,
    key: `${setting.name}-${index}`,
  }));
  const { maps } = match;
  return (
    <div className="columns is-multiline match-info">
      <div className="column is-half-desktop is-full">
        <FactTable label="Match" className="match-facts">
          <Fact label="ID" mono>
            {match.id ?? '-'}
          </Fact>
          <Fact label="Live ID" mono>
            {match.lid ?? '-'}
          </Fact>
          <Fact label="Started" mono>
            <TimeDisplay value={timeOrNone(match.startdate)} full />
          </Fact>
          <Fact label="Ended" mono>
            <TimeDisplay value={timeOrNone(match.enddate)} full />
          </Fact>
        </FactTable>
        {settings.length > 0 && (
          <>
            <h2 className="has-text-weight-bold match-settings-title">Script settings</h2>
            <ResponsiveTable
              label="Script settings"
              className="is-narrow match-settings"
              columns={SETTING_COLUMNS}
              rows={settings}
              rowKey={(setting) => setting.key}
            />
          </>
        )}
      </div>
      <div className="column is-half-desktop is-full">
        <h2 className="subtitle">Maps</h2>
        {maps.length === 0 ? (
          <p className="has-text-grey-light">No maps are listed for this match.</p>
        ) : (
          <MapList maps={maps} />
        )}
      </div>
    </div>
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
                <Link
                  className="button"
                  to={paths.mapLeaderboard(undefined, map.mapUid)}
                  aria-label={`Leaderboard of ${name}`}
                >
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
