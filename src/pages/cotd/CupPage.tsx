import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { ErrorBox } from '../../components/ErrorBox';
import { GameText } from '../../components/GameText';
import { ProgressBar } from '../../components/ProgressBar';
import { TimeDisplay } from '../../components/TimeDisplay';
import { useTitle } from '../../components/useTitle';
import { formatNumber } from '../../lib/format';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { cotdQueries } from '../../data/cotd';
import type { Competition } from '../../data/competitions';
import { divisionMatches, parseCupId, qualificationChallenge } from './cup';
import { CupCutoffs } from './CupCutoffs';
import { CupMap } from './CupMap';
import { Divisions } from './Divisions';
import { QualificationResults } from './QualificationResults';
import './cotd.scss';
import { SectionBoundary } from '../../components/SectionBoundary';

/** /cotd/{id}: one cup, from the competition calls (the spec does not draw this page). */
export function CupPage() {
  const { id } = useParams();
  const cupId = parseCupId(id);
  return (
    <section>
      <Link className="button is-small mb-4" to={paths.cotd()}>
        <span aria-hidden="true" className="mr-1">
          ←
        </span>
        Back to Cup of the Day
      </Link>
      {cupId === undefined ? <NotACupId raw={id ?? ''} /> : <CupView id={cupId} />}
    </section>
  );
}

function NotACupId({ raw }: { raw: string }) {
  useTitle('Cup of the Day');
  return (
    <>
      <h1 className="title">Cup not found</h1>
      <div className="notification is-warning" role="alert">
        “{raw}” is not a cup id. Cup ids are whole numbers, as in the links of the Cup of the Day list.
      </div>
    </>
  );
}

function CupView({ id }: { id: number }) {
  const query = useQuery(cotdQueries.competition(id));
  const cup = query.data;
  useTitle(cup ? toPlainText(cup.name) : 'Cup of the Day');
  if (query.isPending) return <ProgressBar label="Loading the cup…" />;
  if (query.isError) {
    // An {error} answer without a server failure is the server saying there is no such cup; a 5xx, even
    // with an {error} text, or a transport problem is trouble on the way, worth another try.
    const unknown = query.error instanceof ApiError && query.error.kind === 'api' && (query.error.status ?? 200) < 500;
    return (
      <>
        <h1 className="title">{unknown ? 'Cup not found' : `Cup ${id}`}</h1>
        <ErrorBox
          title={unknown ? `There is no cup with the id ${id}.` : 'Could not load this cup'}
          error={query.error}
        />
      </>
    );
  }
  return <CupDetails id={id} cup={query.data} />;
}

// The route's id addresses the sub-resources: it is the one the server just answered for.
function CupDetails({ id, cup }: { id: number; cup: Competition }) {
  const challenge = qualificationChallenge(cup);
  const matches = divisionMatches(cup);
  const hasRounds = cup.rounds.length > 0;
  return (
    <>
      <h1 className="title">
        <GameText text={cup.name} />
      </h1>
      <dl className="cup-facts block">
        <div>
          <dt>Start</dt>
          <dd>
            <TimeDisplay value={cup.startdate} full /> (<TimeDisplay value={cup.startdate} />)
          </dd>
        </div>
        <div>
          <dt>End</dt>
          <dd>
            <TimeDisplay value={cup.enddate} full />
          </dd>
        </div>
        <div>
          <dt>Players</dt>
          <dd>{formatNumber(cup.numplayers ?? 0)}</dd>
        </div>
      </dl>
      <section className="block" aria-labelledby="cup-map-heading">
        <h2 id="cup-map-heading" className="title is-4">
          Map
        </h2>
        <SectionBoundary name="the map">
          <CupMap startdate={cup.startdate} />
        </SectionBoundary>
      </section>
      {!hasRounds ? (
        <p className="notification" role="status">
          No rounds information available.
        </p>
      ) : (
        <div className="columns">
          <section className="column" aria-labelledby="cup-qualification-heading">
            <h2 id="cup-qualification-heading" className="title is-4">
              Qualification
            </h2>
            {challenge ? (
              <SectionBoundary name="the qualification">
                <QualificationResults competitionId={id} challengeId={challenge.id} players={cup.numplayers} />
              </SectionBoundary>
            ) : (
              <p className="notification">No qualification results available.</p>
            )}
          </section>
          <section className="column" aria-labelledby="cup-divisions-heading">
            <h2 id="cup-divisions-heading" className="title is-4">
              Divisions
            </h2>
            {matches.length > 0 ? (
              <SectionBoundary name="the divisions">
                <Divisions competitionId={id} matches={matches} players={cup.numplayers} />
              </SectionBoundary>
            ) : (
              <p className="notification">The divisions are drawn when the qualification ends.</p>
            )}
          </section>
        </div>
      )}
      {hasRounds && (
        <section className="block" aria-labelledby="cup-cutoffs-heading">
          <h2 id="cup-cutoffs-heading" className="title is-4">
            Division cut-offs
          </h2>
          {challenge ? (
            <SectionBoundary name="the division cut-offs">
              <CupCutoffs
                competitionId={id}
                challengeId={challenge.id}
                players={cup.numplayers}
                startdate={cup.startdate}
              />
            </SectionBoundary>
          ) : (
            <p className="notification">This cup has no qualification results, so no division cut-offs.</p>
          )}
        </section>
      )}
    </>
  );
}
