import type { Player } from '../../api/types';
import { Flag } from '../../components/Flag';
import { PlayerLink } from '../../components/PlayerLink';
import type { PlayerSearchResult } from './api';
import { PlayerDetails } from './PlayerDetails';

/** The table of search or group results: the player, then what the API knows about them. */
export function PlayerResults({ results }: { results: readonly PlayerSearchResult[] }) {
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable players-table">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr key={result.player.id}>
              <td className="players-name">
                <PlayerCell player={result.player} />
              </td>
              <td>
                <PlayerDetails player={result.player} matchmaking={result.matchmaking} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlayerCell({ player }: { player: Player }) {
  const zone = player.zone;
  return (
    <>
      {zone?.flag ? (
        <>
          <Flag flag={zone.flag} title={zone.name} />{' '}
        </>
      ) : null}
      <PlayerLink player={player} showTag />
    </>
  );
}
