import './recap.scss';
import { useEffect, useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { isNotFoundError } from '../../../api/client';
import { ErrorBox } from '../../../components/ErrorBox';
import { Flag } from '../../../components/Flag';
import { PlayerName, plainPlayerName } from '../../../components/PlayerName';
import { ProgressBar } from '../../../components/ProgressBar';
import { RateLimitNote } from '../../../components/RateLimitNote';
import { SectionBoundary } from '../../../components/SectionBoundary';
import { useTitle } from '../../../components/useTitle';
import { countOf, formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { FIRST_RECAP_YEAR, recapYearOf, yearBounds, yearOf } from '../../../lib/recap';
import { DATA_API_DOWN_HINT } from '../../../lib/site';
import { playerQueries } from '../../../data/player';
import {
  readingFigures,
  readingProgress,
  recapQueries,
  useRecapReading,
  type RecapOutlook,
  type RecapPlayer,
  type RecapReading,
} from '../../../data/recap';
import { RecapFiguresView } from './RecapFigures';
import { RecapPicture } from './RecapPicture';

/** /player/{id or vanity}/recap/{year}: a player's year in figures and in one picture (issue 47). */
export function RecapPage() {
  const { id = '', year: segment = '' } = useParams();
  const [now] = useState(() => Date.now());
  const year = recapYearOf(segment, now);
  if (year === undefined) return <UnknownYear id={id} segment={segment} />;
  return <Recap key={`${id}|${String(year)}`} id={id} year={year} />;
}

function UnknownYear({ id, segment }: { id: string; segment: string }) {
  useTitle('Season recap');
  const [current] = useState(() => yearOf(Date.now()));
  return (
    <section className="recap-page">
      <h1 className="title">Season recap</h1>
      <div className="notification is-warning" role="alert">
        <p>
          “{segment}” is not a year with a recap: the years from {FIRST_RECAP_YEAR} to {current} have one.
        </p>
      </div>
      <p className="buttons">
        <Link className="button is-link" to={paths.playerRecap(id, current)}>
          {current} in review
        </Link>
        <Link className="button" to={paths.player(id)}>
          Back to the player
        </Link>
      </p>
    </section>
  );
}

/** The year is over at this moment: its year-end figures can be given. */
const yearOver = (year: number, at: number) => at >= yearBounds(year).endMs;
/** Read an hour past the year's end: nothing can join it any more (the kept answer is fixed, answerFreshness.ts). */
const settled = (year: number, at: number) => at >= yearBounds(year).endMs + 3_600_000;

function Recap({ id, year }: { id: string; year: number }) {
  // Read only when the reader says so (it costs dozens of requests); a kept answer shows at once.
  const recap = useQuery({ ...recapQueries.year(id, year), enabled: false });
  const held = recap.data;
  const reading = useRecapReading(id, year);
  const profile = useQuery({ ...playerQueries.profile(id), enabled: held === undefined });
  const outlook = useQuery({
    ...recapQueries.outlook(id, year),
    enabled: held === undefined && profile.isSuccess,
  });
  const player: RecapPlayer | undefined =
    held?.player ??
    reading?.player ??
    (profile.data && {
      accountId: profile.data.accountid,
      name: profile.data.displayname ?? profile.data.accountid,
      tag: profile.data.clubtag,
      zone: undefined,
      flag: undefined,
    });
  useTitle(
    player
      ? `${plainPlayerName({ id: player.accountId, name: player.name })}: ${String(year)} in review`
      : 'Season recap',
  );
  const { refetch } = recap;
  const free = outlook.data?.moreRequests === 0;
  const idle = !recap.isFetching && !recap.isError && held === undefined;
  // Nothing more to ask (the first pages hold the whole year): no cost to show, the figures come at once.
  useEffect(() => {
    if (free && idle) void refetch();
  }, [free, idle, refetch]);

  if (held === undefined && profile.isError) return <ProfileError id={id} year={year} error={profile.error} />;
  return (
    <section className="recap-page">
      <RecapHead id={id} year={year} player={player} />
      {held ? (
        <>
          <HeldNote year={year} readAt={held.readAt} fetching={recap.isFetching} onReadAgain={() => void refetch()} />
          {recap.isFetching && <ReadingProgress year={year} reading={reading} />}
          {recap.isError && !recap.isFetching && (
            <ErrorBox
              title={`Could not read ${String(year)} again: the figures below are from before`}
              error={recap.error}
            >
              <p>{DATA_API_DOWN_HINT}</p>
            </ErrorBox>
          )}
          <RecapFiguresView
            figures={held.figures}
            echelonNow={held.echelonNow}
            yearOver={yearOver(year, held.readAt)}
          />
          <SectionBoundary name="the picture">
            <RecapPicture answer={held} />
          </SectionBoundary>
        </>
      ) : (
        <Unread
          year={year}
          reading={reading}
          profilePending={profile.isPending}
          outlook={outlook}
          recap={recap}
          onRead={() => void refetch()}
        />
      )}
    </section>
  );
}

function RecapHead({ id, year, player }: { id: string; year: number; player: RecapPlayer | undefined }) {
  return (
    <header className="block recap-head">
      <h1 className="title">
        {player ? <PlayerName player={{ id: player.accountId, name: player.name, tag: player.tag }} showTag /> : id}
        <span className="recap-head-year">: {year} in review</span>
      </h1>
      {player?.flag && (
        <p className="recap-zone">
          <Flag flag={player.flag} title={player.zone ?? player.flag} decorative /> {player.zone}
        </p>
      )}
      <p>
        <Link to={paths.player(id)}>Back to the player</Link>
      </p>
    </header>
  );
}

function HeldNote(props: { year: number; readAt: number; fetching: boolean; onReadAgain: () => void }) {
  const { year, readAt, fetching, onReadAgain } = props;
  if (settled(year, readAt))
    return <p className="recap-note">{year} is over: these figures were read after its end and no longer change.</p>;
  const when = yearOver(year, readAt)
    ? 'within an hour of its end, when the last entries may not have arrived'
    : 'the year is not over';
  return (
    <p className="recap-note">
      Read on {new Date(readAt).toUTCString().slice(0, 22)} UTC; {when}.{' '}
      <button type="button" className="button is-small" onClick={onReadAgain} disabled={fetching}>
        Read {year} again
      </button>
    </p>
  );
}

function ReadingProgress({ year, reading }: { year: number; reading: RecapReading | undefined }) {
  const { read, estimate } = readingProgress(reading);
  const max = Math.max(estimate, read, 1);
  return (
    <div className="block recap-progress" role="status">
      <p>
        Reading {year}: {formatNumber(read)} of about {countOf(max, 'page')}
      </p>
      <ProgressBar label={`Reading ${String(year)}`} value={read} max={max} />
      <RateLimitNote />
    </div>
  );
}

interface UnreadProps {
  year: number;
  reading: RecapReading | undefined;
  profilePending: boolean;
  outlook: UseQueryResult<RecapOutlook>;
  recap: { isFetching: boolean; isError: boolean; error: unknown };
  onRead: () => void;
}

/** Before the figures: what reading the year costs, the reading as it goes, or what was read before it failed. */
function Unread({ year, reading, profilePending, outlook, recap, onRead }: UnreadProps) {
  if (recap.isFetching) return <ReadingProgress year={year} reading={reading} />;
  if (recap.isError && reading)
    return (
      <>
        <ErrorBox title={`Could not read all of ${String(year)}`} error={recap.error}>
          <p>{DATA_API_DOWN_HINT}</p>
        </ErrorBox>
        <p className="buttons">
          <button type="button" className="button is-primary" onClick={onRead}>
            Try again
          </button>
        </p>
        <p className="recap-note">
          What was read so far ({countOf(readingProgress(reading).read, 'page')}), not yet the whole year:
        </p>
        <RecapFiguresView figures={readingFigures(reading)} echelonNow={reading.echelonNow} yearOver={false} />
      </>
    );
  if (profilePending || outlook.isPending) return <ProgressBar label="Looking at the player's histories…" />;
  if (outlook.isError)
    return (
      <>
        <ErrorBox title="Could not look at the player's histories" error={outlook.error}>
          <p>{DATA_API_DOWN_HINT}</p>
        </ErrorBox>
        <p className="buttons">
          <button type="button" className="button is-primary" onClick={() => void outlook.refetch()}>
            Try again
          </button>
        </p>
      </>
    );
  const { moreRequests, pagesRead } = outlook.data;
  return (
    <div className="box recap-cost">
      <p>
        Reading {year} back to 1 January takes about {countOf(moreRequests, 'more request')} to the API (
        {countOf(pagesRead, 'page')} of the player's histories read already). They go 3 at a time at most; the API
        answers about 40 a minute, so a long year waits its turn.
      </p>
      <p className="buttons">
        <button type="button" className="button is-primary" onClick={onRead}>
          Read {year}
        </button>
      </p>
    </div>
  );
}

function ProfileError({ id, year, error }: { id: string; year: number; error: unknown }) {
  const unknown = isNotFoundError(error);
  return (
    <section className="recap-page">
      <h1 className="title">Season recap {year}</h1>
      <ErrorBox title={unknown ? 'This player could not be found' : 'Could not load this player'} error={error}>
        {unknown ? (
          <p>
            No account is known as <span className="is-mono">{id}</span>. It may be mistyped, or a new account the site
            has not seen yet.
          </p>
        ) : (
          <p>{DATA_API_DOWN_HINT}</p>
        )}
      </ErrorBox>
    </section>
  );
}
