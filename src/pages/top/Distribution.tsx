import { useQuery } from '@tanstack/react-query';
import { DivisionIcon } from '../../components/DivisionIcon';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { useUrlParam } from '../../components/useUrlParam';
import { formatNumber, formatPercent } from '../../lib/format';
import { DISTRIBUTION_TIERS, MATCHMAKING_TYPE, ROYAL_DIVISIONS, VICTORY_RULE } from '../../lib/matchmaking';
import type { DistributionEntry } from '../../data/rankings';
import { playerQueries } from '../../data/player';
import { useSession } from '../../session/SessionProvider';

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
  /** The largest tier's count: its bar is the full width, the others in proportion. */
  largest: number;
  /** The signed-in player's own tier. */
  own: boolean;
}

/**
 * The signed-in player's division in this matchmaking type, from their own profile (the answer their profile page and
 * the ranking's own row read): asked only while the distribution is shown, so a cold view of the ranking asks nothing
 * more.
 */
function useOwnDivision(typeId: number, enabled: boolean): number | undefined {
  const { session } = useSession();
  const accountId = session?.accountid;
  const profile = useQuery({
    ...playerQueries.profile(accountId ?? ''),
    enabled: enabled && Boolean(accountId),
  });
  const entry = profile.data?.matchmaking.find((standing) => standing.info.typeid === typeId);
  return entry?.info.division?.position;
}

/** Short columns fit every width: the tier names its row, counts and shares follow, then the counts as bars. */
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
        {tier.own && <span className="tag is-info top-distribution-you">You</span>}
      </>
    ),
  },
  { id: 'players', header: 'Players', numeric: true, nowrap: true, cell: (tier) => formatNumber(tier.count) },
  {
    id: 'share',
    header: 'Share',
    numeric: true,
    nowrap: true,
    cell: (tier) => (tier.activePlayers > 0 ? formatPercent(tier.count / tier.activePlayers, 2) : '-'),
  },
  {
    // The counts drawn: a bar per tier, the largest the full width. The figures beside it are what a screen reader
    // reads; the bar is for the eye.
    id: 'bar',
    header: 'Players, drawn',
    srHeader: true,
    className: 'top-distribution-barcell',
    cell: (tier) => (
      <span
        className="top-distribution-bar"
        aria-hidden="true"
        style={{ width: `${String(tier.largest > 0 ? (tier.count / tier.largest) * 100 : 0)}%` }}
      />
    ),
  },
];

/** The show/hide rank distribution: players per tier and their share of the active players (two decimals). */
export function Distribution({ typeId, distribution, activePlayers }: DistributionProps) {
  const [params, setUrl] = useUrlParam(PARAM);
  const shown = params.get(PARAM) === 'shown';
  const toggle = () => setUrl({ [PARAM]: shown ? null : 'shown' });
  const counts = countsOf(distribution);
  const own = useOwnDivision(typeId, shown);
  const largest = Math.max(0, ...counts.values());

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
            rows={tiersOf(typeId).map((tier) => ({
              ...tier,
              count: counts.get(tier.position) ?? 0,
              activePlayers,
              largest,
              own: tier.position === own,
            }))}
            rowKey={(tier) => tier.position}
            rowProps={(tier) => (tier.own ? { 'aria-current': 'true' } : undefined)}
          />
          <p className="is-size-7">{DISTRIBUTION_NOTE}</p>
        </div>
      )}
    </div>
  );
}
