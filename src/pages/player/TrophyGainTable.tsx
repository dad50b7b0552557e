import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { PlayerLink } from '../../components/PlayerLink';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { TimeDisplay } from '../../components/TimeDisplay';
import { TrophyTierIcon } from '../../components/TrophyTierIcon';
import { countOf, formatNumber, ordinal } from '../../lib/format';
import { paths } from '../../lib/paths';
import { toDate } from '../../lib/timeValue';
import { isTrophyGainExpired, tierCounts, trophyPoints } from '../../lib/trophies';
import type { TrophyAchievement, TrophyGain } from '../../data/player';

const TYPE_LABELS: Readonly<Record<string, string>> = {
  SoloRanking: 'Solo ranking',
  CompetitionRanking: 'Competition',
  CompetitionMatch: 'Competition match',
  SoloMedal: 'Medal',
  LiveMatch: 'Live match',
};

/** "DailyRanking" reads "Daily ranking". */
export function humanize(value: string): string {
  const words = value.replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim();
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** Medal levels of `details.level` (Weekly Shorts and other solo medals). */
const MEDAL_LEVELS: readonly string[] = ['', 'bronze', 'silver', 'gold', 'author'];

/**
 * The sub-line of a solo-medal gain: the kind of medal gain, then the medal reached and the one before it, from
 * `{level, previousLevel}` (2024 answers): "Weekly shorts · gold medal (up from silver)". A kind that names the medal
 * itself ("SilverMedal") is not followed by the same medal again: "Silver medal", not "Silver medal · silver medal".
 */
function medalLine(type: string, details: TrophyGain['details']): string {
  const name = humanize(type);
  const reached = MEDAL_LEVELS[details?.level ?? 0];
  const before = MEDAL_LEVELS[details?.previousLevel ?? 0];
  const upFrom = before ? ` (up from ${before})` : '';
  if (!reached) return name;
  if (name.toLowerCase() === `${reached} medal`) return `${name}${upFrom}`;
  return `${name} · ${reached} medal${upFrom}`;
}

/** The line under the type: which ranking, medal, competition stage or game mode it was. */
function SubLine({ achievement, details }: { achievement: TrophyAchievement; details: TrophyGain['details'] }) {
  switch (achievement.trophyAchievementType) {
    case 'SoloRanking':
      return achievement.trophySoloRankingAchievementType ? (
        <>{humanize(achievement.trophySoloRankingAchievementType)}</>
      ) : null;
    case 'SoloMedal':
      return achievement.trophySoloMedalAchievementType ? (
        <>{medalLine(achievement.trophySoloMedalAchievementType, details)}</>
      ) : null;
    case 'CompetitionMatch':
    case 'CompetitionRanking':
      return (
        <>
          {achievement.competitionName ? <GameText text={achievement.competitionName} /> : null}
          {[achievement.competitionStage, achievement.competitionStageStep]
            .filter(Boolean)
            .map((part) => ` · ${part ?? ''}`)}
        </>
      );
    case 'LiveMatch':
      return (
        <>
          {achievement.gameMode ?? ''}
          {typeof achievement.duration === 'number' ? ` · ${minutes(achievement.duration)}` : ''}
        </>
      );
    default:
      return null;
  }
}

function GainMap({ gain }: { gain: TrophyGain }) {
  const map = gain.map;
  if (!map?.mapUid) return <span>-</span>;
  return (
    <>
      <Link to={paths.mapLeaderboard(gain.achievement?.seasonId, map.mapUid)}>
        <GameText text={map.name || map.mapUid} />
      </Link>
      {map.authorplayer && (
        <span className="player-subline">
          by <PlayerLink player={map.authorplayer} />
        </span>
      )}
    </>
  );
}

function Trophies({ counts }: { counts: number[] | undefined }) {
  return (
    <span className="player-gain-trophies">
      {tierCounts(counts).map(({ tier, count }) => (
        <span key={tier} className="player-gain-tier">
          <TrophyTierIcon tier={tier} size={1.2} />×{formatNumber(count)}
        </span>
      ))}
      <span className="player-subline">{countOf(trophyPoints(counts), 'point')}</span>
    </span>
  );
}

const EXPIRED_TOOLTIP = 'Gained more than 365 days ago: these trophies no longer count towards the points.';

function isExpired(gain: TrophyGain, now: number): boolean {
  const at = toDate(gain.timestamp);
  return at !== null && isTrophyGainExpired(at.valueOf(), now);
}

function GainType({ gain }: { gain: TrophyGain }) {
  const type = gain.achievement?.trophyAchievementType ?? '';
  return (
    <>
      <span>{TYPE_LABELS[type] ?? (type ? humanize(type) : '-')}</span>
      {gain.achievement && (
        <span className="player-subline">
          <SubLine achievement={gain.achievement} details={gain.details} />
        </span>
      )}
    </>
  );
}

/**
 * On a phone a row keeps what the gain was for (the type, the main cell), the rank and the trophies; when it was
 * and the map (with its author) go under the type, so the trophies are no longer cut off at the right edge.
 */
function gainColumns(now: number): Column<TrophyGain>[] {
  return [
    {
      id: 'time',
      header: 'Time',
      show: 'under',
      underLabel: '',
      cell: (gain) => (
        <>
          <TimeDisplay value={gain.timestamp} />
          {isExpired(gain, now) && (
            <span className="tag is-dark ml-1" title={EXPIRED_TOOLTIP}>
              Expired
            </span>
          )}
        </>
      ),
    },
    { id: 'type', header: 'Type', main: true, cell: (gain) => <GainType gain={gain} /> },
    {
      id: 'rank',
      numeric: true,
      header: 'Rank',
      nowrap: true,
      cell: (gain) => {
        const rank = gain.details?.rank;
        return typeof rank === 'number' && rank > 0 ? ordinal(rank) : '-';
      },
    },
    { id: 'map', header: 'Map', show: 'under', cell: (gain) => <GainMap gain={gain} /> },
    { id: 'trophies', header: 'Trophies', cell: (gain) => <Trophies counts={gain.counts} /> },
  ];
}

export function TrophyGainTable({ gains, keyOf }: { gains: TrophyGain[]; keyOf: (gain: TrophyGain) => string }) {
  // One instant for the whole table, taken once: whether a gain has expired does not flicker between renders.
  const [now] = useState(() => Date.now());
  const columns = useMemo(() => gainColumns(now), [now]);
  return (
    <ResponsiveTable
      label="Trophy gains"
      className="player-gains-table"
      columns={columns}
      rows={gains}
      rowKey={keyOf}
      rowProps={(gain) => (isExpired(gain, now) ? { className: 'player-gain-expired' } : undefined)}
    />
  );
}
