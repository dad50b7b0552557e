import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { competitionQueries, type RoundMatch as CompetitionMatch } from '../../data/competitions';
import { PagedResults } from './PagedResults';

interface DivisionsProps {
  competitionId: number;
  matches: CompetitionMatch[];
}

/** The knockout's divisions; each opens to show its players, loaded when it is first opened. */
export function Divisions({ competitionId, matches }: DivisionsProps) {
  return (
    <ul className="cup-divisions">
      {matches.map((match, index) => (
        <DivisionItem key={match.id} competitionId={competitionId} match={match} number={index + 1} />
      ))}
    </ul>
  );
}

function DivisionItem({
  competitionId,
  match,
  number,
}: {
  competitionId: number;
  match: CompetitionMatch;
  number: number;
}) {
  const [open, setOpen] = useState(false);
  // Once opened, the results stay mounted (hidden) so closing and reopening does not lose loaded pages.
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const name = `Division ${number}`;
  return (
    <li>
      <button
        type="button"
        className="button is-fullwidth cup-division-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        <span>
          {name}
          {match.completed === false && <span className="tag is-warning ml-2">In progress</span>}
        </span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={panelId} className="cup-division-panel" hidden={!open}>
        {opened && (
          <DivisionResults competitionId={competitionId} matchId={match.id} name={name} isFirst={number === 1} />
        )}
      </div>
    </li>
  );
}

function DivisionResults({
  competitionId,
  matchId,
  name,
  isFirst,
}: {
  competitionId: number;
  matchId: number;
  name: string;
  isFirst: boolean;
}) {
  const query = useInfiniteQuery(competitionQueries.matchResults(competitionId, matchId));
  // Division 1's first place wins the cup; elsewhere the first place wins the division.
  return (
    <PagedResults
      what={name}
      pages={query.data?.pages}
      query={query}
      winnerTag={isFirst ? 'Cup winner' : 'Division winner'}
    />
  );
}
