import type { ReactNode } from 'react';
import { ErrorBox } from '../../components/ErrorBox';
import { ProgressBar } from '../../components/ProgressBar';
import { averageDivRank } from '../../lib/cotdStats';
import { formatNumber, formatOptionalNumber, formatPercent, ordinal } from '../../lib/format';
import { betterOf } from '../../lib/headToHead';
import type { CotdStats } from '../../data/player';
import { CompareSection, type Fact } from './CompareTable';
import type { History } from './useHistories';

export const NO_COTD_RESULTS = 'No Cup of the Day results';

const count = formatOptionalNumber;

type Stat = {
  id: string;
  label: string;
  value: (stats: CotdStats | undefined) => number | undefined;
  show: (value: number) => ReactNode;
  better?: 'lower' | 'higher';
  /** A count (more is more): drawn as a pair of bars. Averages and the best rank, where less is better, are not. */
  counted?: boolean;
};

// The player page's tiles, from the statistics of every cup (reruns included). Cups played is not better or worse.
const STATS: readonly Stat[] = [
  { id: 'played', label: 'Cups played', value: (s) => s?.total, show: formatNumber, counted: true },
  { id: 'wins', label: 'Wins', value: (s) => s?.totalwins, show: formatNumber, better: 'higher', counted: true },
  {
    id: 'divwins',
    label: 'Division wins',
    value: (s) => s?.totaldivwins,
    show: formatNumber,
    better: 'higher',
    counted: true,
  },
  { id: 'avgrank', label: 'Average rank', value: (s) => s?.avgrank, show: (v) => formatPercent(v), better: 'lower' },
  { id: 'avgdiv', label: 'Average division', value: (s) => s?.avgdiv, show: (v) => v.toFixed(1), better: 'lower' },
  {
    id: 'avgdivrank',
    label: 'Average division rank',
    value: (s) => s?.avgdivrank,
    show: averageDivRank,
    better: 'lower',
  },
  {
    id: 'winstreak',
    label: 'Longest win streak',
    value: (s) => s?.winstreak,
    show: formatNumber,
    better: 'higher',
    counted: true,
  },
  {
    id: 'divwinstreak',
    label: 'Longest division win streak',
    value: (s) => s?.divwinstreak,
    show: formatNumber,
    better: 'higher',
    counted: true,
  },
  { id: 'bestrank', label: 'Best rank', value: (s) => s?.best?.bestrank, show: ordinal, better: 'lower' },
];

function PlayedCell({ stats }: { stats: CotdStats | undefined }) {
  const broken = stats?.broken ?? 0;
  return (
    <>
      {count(stats?.total)}
      {broken > 0 && <span className="compare-sub">+ {formatNumber(broken)} broken</span>}
    </>
  );
}

/** What stands for a player's column until (or instead of) their statistics. */
function noteOf(history: History, name: string): ReactNode {
  if (history.status === 'loading') return <ProgressBar label={`Loading the Cup of the Day results of ${name}…`} />;
  if (history.status === 'none') return <p>{NO_COTD_RESULTS}</p>;
  if (history.status === 'error')
    return <ErrorBox title={`Could not load the Cup of the Day results of ${name}`} error={history.error} />;
  return undefined;
}

interface CotdCompareProps {
  histories: readonly [History, History];
  facts: readonly Fact[];
  names: readonly [string, string];
  heads: readonly [ReactNode, ReactNode];
}

const finite = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** The Cup of the Day statistics side by side, from the first page of each history (reruns included). */
export function cotdFacts(histories: readonly [History, History]): Fact[] {
  const [a, b] = [histories[0].first?.stats, histories[1].first?.stats];
  return STATS.map((stat) => {
    const [valueA, valueB] = [stat.value(a), stat.value(b)];
    const shown = (value: number | undefined) => (finite(value) ? stat.show(value) : '-');
    const fact: Fact =
      stat.id === 'played'
        ? { id: stat.id, label: stat.label, a: <PlayedCell stats={a} />, b: <PlayedCell stats={b} /> }
        : {
            id: stat.id,
            label: stat.label,
            a: shown(valueA),
            b: shown(valueB),
            better: stat.better && betterOf(valueA, valueB, stat.better),
          };
    if (stat.counted && (finite(valueA) || finite(valueB)))
      fact.amounts = [finite(valueA) ? valueA : 0, finite(valueB) ? valueB : 0];
    return fact;
  });
}

/** The Cup of the Day section: its facts, or a note in a player's column while that player's results load or fail. */
export function CotdCompare({ histories, names, heads, facts }: CotdCompareProps) {
  const notes: { a?: ReactNode; b?: ReactNode } = {};
  const noteA = noteOf(histories[0], names[0]);
  const noteB = noteOf(histories[1], names[1]);
  if (noteA !== undefined) notes.a = noteA;
  if (noteB !== undefined) notes.b = noteB;
  return (
    <CompareSection
      title="Cup of the Day"
      intro="Statistics of every cross-platform cup played, reruns included."
      heads={heads}
      names={names}
      facts={facts}
      notes={notes}
    />
  );
}
