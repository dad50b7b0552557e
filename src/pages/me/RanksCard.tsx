import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DivisionIcon } from '../../components/DivisionIcon';
import { Echelon } from '../../components/Echelon';
import { ProgressBar } from '../../components/ProgressBar';
import { playerQueries, type PlayerProfile } from '../../data/player';
import { formatNumber } from '../../lib/format';
import { keepRanks, placeChange, pointsChange, rankBaseline, type RankFigures } from '../../lib/homeRanks';
import { divisionName } from '../../lib/matchmaking';
import { paths } from '../../lib/paths';
import { formatAbsolute } from '../../lib/timeValue';
import { MATCHMAKING_KEYS, zoneRanks, type MatchmakingKey } from '../following/api';
import { CardError, MeCard } from './MeCard';

const MODE_LABELS: Record<MatchmakingKey, string> = { '2v2': 'Ranked 2v2', '3v3': 'Ranked 3v3', royal: 'Royal' };
const MODES = Object.keys(MATCHMAKING_KEYS) as MatchmakingKey[];

const entryOf = (profile: PlayerProfile, mode: MatchmakingKey) =>
  profile.matchmaking.find((entry) => entry.info.typeid === MATCHMAKING_KEYS[mode]);

/** The figures the next visit compares with. */
function figuresOf(profile: PlayerProfile): RankFigures {
  const { world, country } = zoneRanks(profile);
  const ranks: Record<string, number> = {};
  for (const mode of MODES) {
    const rank = entryOf(profile, mode)?.info.rank;
    if (rank !== undefined) ranks[mode] = rank;
  }
  const figures: RankFigures = { ranks };
  if (profile.trophies?.points !== undefined) figures.points = profile.trophies.points;
  if (world !== undefined) figures.world = world;
  if (country !== undefined) figures.country = country;
  return figures;
}

/** A change beside a figure: green up, red down; nothing when nothing moved. */
function Change({ text }: { text: string | undefined }) {
  if (!text) return null;
  const up = text.startsWith('▲') || text.startsWith('+');
  return <span className={`tag is-light ml-2 ${up ? 'is-success' : 'is-danger'}`}>{text}</span>;
}

/** Trophies (points, echelon, world and country position) and each matchmaking mode, with the change since the last visit. */
export function RanksCard({ accountId }: { accountId: string }) {
  const profile = useQuery(playerQueries.profile(accountId, { scheduled: true }));
  // This visit compares with what the last one saw; what this one sees is kept for the next.
  const [visitStart] = useState(() => Date.now());
  const base = rankBaseline(accountId, visitStart);
  const data = profile.data;
  useEffect(() => {
    if (data) keepRanks(accountId, figuresOf(data), visitStart);
  }, [accountId, data, visitStart]);

  return (
    <MeCard id="me-ranks" title="Ranks">
      {profile.isError ? (
        <CardError what="your ranks" error={profile.error} onRetry={() => void profile.refetch()} />
      ) : !data ? (
        <ProgressBar label="Loading your ranks…" />
      ) : (
        <Ranks profile={data} base={base?.figures} since={base?.at} accountId={accountId} />
      )}
    </MeCard>
  );
}

function Ranks({
  profile,
  base,
  since,
  accountId,
}: {
  profile: PlayerProfile;
  base: RankFigures | undefined;
  since: number | undefined;
  accountId: string;
}) {
  const now = figuresOf(profile);
  const { countryName } = zoneRanks(profile);
  return (
    <>
      <p className="help mb-2">
        {since === undefined
          ? 'Changes show from your next visit.'
          : `Changes since your last visit (${formatAbsolute(since)}).`}
      </p>
      <dl className="me-facts">
        <div>
          <dt>Trophy points</dt>
          <dd>
            {now.points === undefined ? '-' : formatNumber(now.points)}
            <Change text={pointsChange(base?.points, now.points)} />
          </dd>
        </div>
        {profile.trophies?.echelon !== undefined && (
          <div>
            <dt>Echelon</dt>
            <dd>
              <Echelon level={profile.trophies.echelon} />
            </dd>
          </div>
        )}
        <div>
          <dt>World</dt>
          <dd>
            {now.world === undefined ? '-' : formatNumber(now.world)}
            <Change text={placeChange(base?.world, now.world)} />
          </dd>
        </div>
        {countryName && (
          <div>
            <dt>{countryName}</dt>
            <dd>
              {now.country === undefined ? '-' : formatNumber(now.country)}
              <Change text={placeChange(base?.country, now.country)} />
            </dd>
          </div>
        )}
      </dl>
      <ul className="me-modes">
        {MODES.map((mode) => {
          const entry = entryOf(profile, mode);
          return (
            <li key={mode} aria-label={MODE_LABELS[mode]}>
              <DivisionIcon division={entry?.info.division} size={2} />
              <div>
                <p className="has-text-weight-bold">{MODE_LABELS[mode]}</p>
                {entry ? (
                  <p>
                    {divisionName(entry.info.division)}
                    {entry.info.rank !== undefined && `, rank ${formatNumber(entry.info.rank)}`}
                    <Change text={placeChange(base?.ranks[mode], now.ranks[mode])} />
                  </p>
                ) : (
                  <p>Not played yet</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Link to={paths.player(accountId)}>Open my profile</Link>
    </>
  );
}
