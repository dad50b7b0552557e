import './match.scss';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ErrorBox } from '../../components/ErrorBox';
import { ProgressBar } from '../../components/ProgressBar';
import { useTitle } from '../../components/useTitle';
import { toPlainText } from '../../lib/gameText';
import { matchView } from '../../lib/matchRules';
import { paths } from '../../lib/paths';
import { matchQueries, type Match } from '../../data/match';
import { ClanCards } from './ClanCards';
import { MatchHeader } from './MatchHeader';
import { MatchInfo } from './MatchInfo';
import { PlayerTable } from './PlayerTable';
import { TeamColumns } from './TeamColumns';
import { SectionBoundary } from '../../components/SectionBoundary';
import { UnreadNote } from '../../components/UnreadNote';

export function MatchPage() {
  const { lid = '' } = useParams();
  const query = useQuery(matchQueries.detail(lid));
  useTitle(query.data?.name ? toPlainText(query.data.name) : 'Match');

  if (query.isPending) return <ProgressBar label="Loading the match…" />;
  if (query.isError) {
    return (
      <section>
        <h1 className="title">Match</h1>
        <ErrorBox title={`Could not load the match ${lid}`} error={query.error}>
          <p>Check the match id, or try again in a few minutes: the game’s data API might be down right now.</p>
        </ErrorBox>
        <Link className="button" to={paths.matches()}>
          Back to the matches
        </Link>
      </section>
    );
  }
  const match = query.data;
  return (
    <section>
      <SectionBoundary name="the match's title">
        <MatchHeader
          name={match.name}
          group={match.group}
          status={match.status}
          refreshing={query.isFetching}
          onRefresh={() => void query.refetch()}
        />
      </SectionBoundary>
      <SectionBoundary name="the match information">
        <MatchInfo match={match} />
      </SectionBoundary>
      <SectionBoundary name="the players and teams">
        <MatchBody match={match} />
        <UnreadNote lists={[match]} one="player" />
      </SectionBoundary>
    </section>
  );
}

function MatchBody({ match }: { match: Match }) {
  const teams = [...match.teams].sort((a, b) => a.index - b.index);
  const { players } = match;
  switch (matchView(match)) {
    case 'players':
      return <PlayerTable players={players} label="Players" />;
    case 'in-progress':
      return (
        <>
          <p className="notification is-info" role="status">
            This match is in progress: its teams are not known yet, so only the players are listed.
          </p>
          <PlayerTable players={players} label="Players" />
        </>
      );
    case 'clans':
      return <ClanCards match={match} teams={teams} players={players} />;
    case 'teams':
      return <TeamColumns teams={teams} players={players} status={match.status} />;
  }
}
