import type { ReactNode } from 'react';
import { HeadedSection } from '../../components/HeadedSection';
import { TimeDisplay } from '../../components/TimeDisplay';
import { averageDivRank } from '../../lib/cotdStats';
import { formatNumber, formatOptionalNumber, formatPercent, ordinal } from '../../lib/format';
import type { CotdBest, CotdStats } from '../../data/player';

export const CROSSPLAY_TOOLTIP = 'These statistics only include cross-platform COTDs.';

const number = formatOptionalNumber;

/** A tooltip that assistive technology reads too (a title alone reaches mouse users only). */
export function InfoTip({ text }: { text: string }) {
  return (
    <>
      <span className="player-info-tip" title={text} aria-hidden="true">
        i
      </span>
      <span className="is-sr-only">{text}</span>
    </>
  );
}

function Tile({ label, value, sub }: { label: string; value: ReactNode; sub?: ReactNode }) {
  return (
    <div className="player-stat-tile">
      <dt>{label}</dt>
      <dd>
        <span className="player-stat-value">{value}</span>
        {sub && <span className="player-subline">{sub}</span>}
      </dd>
    </div>
  );
}

/** The eight tiles, then the best results (all cups, or primary cups only, by the Include reruns choice). */
export function CotdStatsBlock({ stats, includeReruns }: { stats: CotdStats | undefined; includeReruns: boolean }) {
  const broken = stats?.broken ?? 0;
  return (
    <HeadedSection
      title={
        <>
          Statistics <InfoTip text={CROSSPLAY_TOOLTIP} />
        </>
      }
      size={5}
      className="block"
    >
      <dl className="player-stat-tiles is-compact">
        <Tile
          label="Total played"
          value={number(stats?.total)}
          sub={broken > 0 ? `+ ${formatNumber(broken)} broken` : undefined}
        />
        <Tile label="Total div wins" value={number(stats?.totaldivwins)} />
        <Tile label="Total wins" value={number(stats?.totalwins)} />
        <Tile label="Average rank" value={typeof stats?.avgrank === 'number' ? formatPercent(stats.avgrank) : '-'} />
        <Tile label="Average div" value={typeof stats?.avgdiv === 'number' ? stats.avgdiv.toFixed(1) : '-'} />
        <Tile label="Average div rank" value={averageDivRank(stats?.avgdivrank)} />
        <Tile label="Longest win streak" value={number(stats?.winstreak)} />
        <Tile label="Longest div win streak" value={number(stats?.divwinstreak)} />
      </dl>
      {stats?.best && (
        <BestBlock best={stats.best} title={includeReruns ? 'Overall best (includes reruns)' : 'Primary best'} />
      )}
    </HeadedSection>
  );
}

/** When a best was first reached and when last, each with what distinguishes it (the place, the division). */
function When({
  first,
  latest,
  firstNote,
  latestNote,
}: {
  first: string | undefined;
  latest: string | undefined;
  firstNote?: string;
  latestNote?: string;
}) {
  return (
    <>
      <span className="player-subline">
        First: <TimeDisplay value={first} full />
        {firstNote ? ` (${firstNote})` : ''}
      </span>
      <span className="player-subline">
        Latest: <TimeDisplay value={latest} full />
        {latestNote ? ` (${latestNote})` : ''}
      </span>
    </>
  );
}

/** The API sends 0 (or nothing) for "not ranked": never "0th". */
const isRanked = (rank: number | undefined): rank is number => typeof rank === 'number' && rank > 0;
/** A best rank in words: "Not ranked" rather than a bare dash above the dates of a best there is not. */
const rankOrNone = (rank: number | undefined) => (isRanked(rank) ? ordinal(rank) : 'Not ranked');
const place = (rank: number | undefined) =>
  typeof rank === 'number' && rank > 0 ? `${ordinal(rank)} in division` : undefined;
const division = (div: number | undefined) => (typeof div === 'number' ? `Division ${formatNumber(div)}` : undefined);

function BestBlock({ best, title }: { best: CotdBest; title: string }) {
  return (
    <HeadedSection title={title} level={3} size={6} className="player-best">
      <dl className="player-stat-tiles">
        <Tile
          label="Best rank"
          value={rankOrNone(best.bestrank)}
          sub={isRanked(best.bestrank) && <When first={best.bestranktime} latest={best.bestranktimelatest} />}
        />
        <Tile
          label="Best div"
          value={division(best.bestdiv) ?? '-'}
          sub={
            <When
              first={best.bestdivtime}
              latest={best.bestdivtimelatest}
              firstNote={place(best.bestdivrankindiv)}
              latestNote={place(best.bestdivrankindivlatest)}
            />
          }
        />
        <Tile
          label="Best div rank"
          value={rankOrNone(best.bestrankindiv)}
          sub={
            isRanked(best.bestrankindiv) && (
              <When
                first={best.bestrankindivtime}
                latest={best.bestrankindivtimelatest}
                firstNote={division(best.bestrankindivdiv)}
                latestNote={division(best.bestrankindivdivlatest)}
              />
            )
          }
        />
      </dl>
    </HeadedSection>
  );
}
