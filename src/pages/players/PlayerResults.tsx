import type { Player } from '../../api/types';
import { Flag } from '../../components/Flag';
import { PlayerLink } from '../../components/PlayerLink';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import type { PlayerSearchResult } from '../../data/players';
import { PlayerDetails } from './PlayerDetails';

/**
 * On a phone the details (badges, socials, matchmaking) go under the player, so the name keeps its width and the
 * tags wrap inside the window.
 */
const COLUMNS: readonly Column<PlayerSearchResult>[] = [
  { id: 'player', header: 'Player', main: true, cell: (result) => <PlayerCell player={result.player} /> },
  {
    id: 'details',
    header: 'Details',
    show: 'under',
    underLabel: '',
    cell: (result) => <PlayerDetails player={result.player} matchmaking={result.matchmaking} />,
  },
];

/** The table of search or group results: the player, then what the API knows about them. */
export function PlayerResults({ results }: { results: readonly PlayerSearchResult[] }) {
  return (
    <ResponsiveTable
      label="Players"
      className="players-table"
      columns={COLUMNS}
      rows={results}
      rowKey={(result) => result.player.id}
    />
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
