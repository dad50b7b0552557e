import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { TimeDisplay } from '../../components/TimeDisplay';
import { paths } from '../../lib/paths';
import { statusLabel, statusTagClass } from '../../lib/matchRules';
import type { MatchListItem } from './api';
import { listOf } from '../../lib/listOf';

export function MatchTable({ matches }: { matches: MatchListItem[] }) {
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable matches-table">
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Start time</th>
            <th scope="col">Status</th>
            <th scope="col" className="is-hidden-mobile">Live ID</th>
            <th scope="col">Maps</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {matches.map((match) => (
            <MatchRow key={match.lid} match={match} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MatchMaps({ maps }: { maps: MatchListItem['maps'] }) {
  const list = listOf(maps);
  const [first] = list;
  if (!first) return <span className="has-text-grey-light">-</span>;
  const others = list.length - 1;
  return (
    <>
      <GameText text={first.name} />
      {others > 0 && <span className="matches-other-maps"> + {others} other map{others === 1 ? '' : 's'}</span>}
    </>
  );
}

function MatchRow({ match }: { match: MatchListItem }) {
  return (
    <tr>
      <td className="is-mono">{match.id}</td>
      <td>
        <TimeDisplay value={match.starttime} />
      </td>
      <td>
        <span className={statusTagClass(match.status)}>{statusLabel(match.status)}</span>
      </td>
      <td className="is-mono is-hidden-mobile matches-lid">{match.lid}</td>
      <td>
        <MatchMaps maps={match.maps} />
      </td>
      <td>
        <Link className="button is-small" to={paths.match(match.lid)} aria-label={`Info about match ${match.id}`}>
          Info
        </Link>
      </td>
    </tr>
  );
}
