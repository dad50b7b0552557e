import { DivisionIcon } from '../../components/DivisionIcon';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { useUrlParam } from '../../components/useUrlParam';
import { formatNumber, formatPercent } from '../../lib/format';
import { DISTRIBUTION_TIERS, MATCHMAKING_TYPE, ROYAL_DIVISIONS, VICTORY_RULE } from '../../lib/matchmaking';
import type { DistributionEntry } from '../../data/rankings';

export const DISTRIBUTION_NOTE = 'Rank distribution data is updated twice a day.';
const PARAM = 'distribution';

/**
 * Royal has its own divisions (by wins): Royal Master down to Unranked, which the spec lists among them and without
 * which the shares would not add up to the whole; the point types use the spec's 13 tiers.
 */
function tiersOf(typeId: number): { position: number; name: string; rule: string }[] {
  if (typeId === MATCHMAKING_TYPE.royal) {
    return ROYAL_DIVISIONS.map((name, position) => ({ position, name, rule: VICTORY_RULE })).reverse();
  }
  return DISTRIBUTION_TIERS.map((tier) => ({ ...tier, rule: 'points_range' }));
}

/** Counts by division position (the schema reads both shapes of the answer into entries; a position may repeat). */
function countsOf(distribution: readonly DistributionEntry[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { position, count } of distribution) counts.set(position, (counts.get(position) ?? 0) + count);
  return counts;
}

interface DistributionProps {
  typeId: number;
  distribution: readonly DistributionEntry[];
  activePlayers: number;
}

interface TierRow {
  position: number;
  name: string;
  rule: string;
  count: number;
  activePlayers: number;
}

/** Three short columns fit every width: the tier names its row, counts and shares follow. */
const COLUMNS: readonly Column<TierRow>[] = [
  {
    id: 'rank',
    header: 'Rank',
    rowHeader: true,
    nowrap: true,
    cell: (tier) => (
      <>
        <span aria-hidden="true">
          <DivisionIcon division={{ position: tier.position, rule: tier.rule }} size={1.2} />
        </span>{' '}
        {tier.name}
      </>
    ),
  },
  { id: 'players', header: 'Players', align: 'right', nowrap: true, cell: (tier) => formatNumber(tier.count) },
  {
    id: 'share',
    header: 'Share',
    align: 'right',
    nowrap: true,
    cell: (tier) => (tier.activePlayers > 0 ? formatPercent(tier.count / tier.activePlayers, 2) : '-'),
  },
];

/** The show/hide rank distribution: players per tier and their share of the active players (two decimals). */
export function Distribution({ typeId, distribution, activePlayers }: DistributionProps) {
  const [params, setUrl] = useUrlParam(PARAM);
  const shown = params.get(PARAM) === 'shown';
  const toggle = () => setUrl({ [PARAM]: shown ? null : 'shown' });
  const counts = countsOf(distribution);

  return (
    <div className="block top-distribution">
      <button
        type="button"
        className="button is-small"
        aria-expanded={shown}
        aria-controls="rank-distribution"
        onClick={toggle}
      >
        {shown ? 'Hide rank distribution' : 'Show rank distribution'}
      </button>
      {shown && (
        <div id="rank-distribution" className="mt-3">
          <ResponsiveTable
            label="Rank distribution"
            className="is-narrow top-distribution-table"
            columns={COLUMNS}
            rows={tiersOf(typeId).map((tier) => ({ ...tier, count: counts.get(tier.position) ?? 0, activePlayers }))}
            rowKey={(tier) => tier.position}
          />
          <p className="is-size-7">{DISTRIBUTION_NOTE}</p>
        </div>
      )}
    </div>
  );
}
