import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ProgressBar } from '../../components/ProgressBar';
import { useUrlParam } from '../../components/useUrlParam';
import { competitionQueries, type RoundMatch as CompetitionMatch } from '../../data/competitions';
import { expectedDivisionRows } from './cup';
import { PagedResults, ROW_REM } from './PagedResults';
import { useOwnDivision } from './useOwnDivision';

/** The picker's row with its margin (docs/decisions/020-cup-page-room-while-loading.md). */
const PICKER_REM = 3.25;

interface DivisionsProps {
  competitionId: number;
  matches: CompetitionMatch[];
  /** The cup's player count: the room a division's first page takes while it loads. */
  players: number | undefined;
}

/** A division number from the address (?division=3), when this cup has it. */
export function readDivision(raw: string | null, count: number): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const division = Number(raw);
  return division >= 1 && division <= count ? division : undefined;
}

/**
 * The knockout's divisions, one at a time behind a picker (a cup has up to about 70): the one the address names
 * (?division=N, how other pages link to a player's division), else the signed-in player's own, else Division 1. Only
 * the division shown is asked for.
 */
export function Divisions({ competitionId, matches, players }: DivisionsProps) {
  const [params, change] = useUrlParam('division');
  const asked = readDivision(params.get('division'), matches.length);
  const own = useOwnDivision(competitionId, asked === undefined);
  const ownDivision = own.division !== undefined && own.division <= matches.length ? own.division : undefined;
  const shown = asked ?? ownDivision ?? 1;
  const pickerId = useId();
  if (own.pending) {
    // The room of the picker and of a division's first page: nothing below jumps when they come.
    return (
      <div style={{ minHeight: `${PICKER_REM + (expectedDivisionRows(players, 1) + 1) * ROW_REM}rem` }}>
        <ProgressBar label="Finding your division…" />
      </div>
    );
  }
  const match = matches[shown - 1];
  const pick = (division: number) => change({ division: String(division) });
  return (
    <>
      <div className="cup-division-picker">
        <button
          type="button"
          className="button"
          disabled={shown <= 1}
          onClick={() => pick(shown - 1)}
          aria-label="Previous division"
        >
          ←
        </button>
        <label className="label is-sr-only" htmlFor={pickerId}>
          Division
        </label>
        <div className="select">
          <select id={pickerId} value={shown} onChange={(event) => pick(Number(event.target.value))}>
            {matches.map((division, index) => (
              <option key={division.id} value={index + 1}>
                {divisionLabel(index + 1, division, ownDivision)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button"
          disabled={shown >= matches.length}
          onClick={() => pick(shown + 1)}
          aria-label="Next division"
        >
          →
        </button>
      </div>
      {match && (
        <DivisionResults
          key={match.id}
          competitionId={competitionId}
          match={match}
          number={shown}
          ownId={own.accountId}
          expectedRows={expectedDivisionRows(players, shown)}
        />
      )}
    </>
  );
}

function divisionLabel(number: number, match: CompetitionMatch, own: number | undefined): string {
  const notes = [number === own ? 'yours' : '', match.completed === false ? 'in progress' : ''].filter(Boolean);
  return `Division ${number}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}

function DivisionResults({
  competitionId,
  match,
  number,
  ownId,
  expectedRows,
}: {
  competitionId: number;
  match: CompetitionMatch;
  number: number;
  ownId: string | null;
  expectedRows: number;
}) {
  const query = useInfiniteQuery(competitionQueries.matchResults(competitionId, match.id));
  const name = `Division ${number}`;
  // Division 1's first place wins the cup; elsewhere the first place wins the division.
  return (
    <>
      {match.completed === false && <p className="tag is-warning mb-2">In progress</p>}
      <PagedResults
        what={name}
        pages={query.data?.pages}
        query={query}
        winnerTag={number === 1 ? 'Cup winner' : 'Division winner'}
        ownId={ownId}
        expectedRows={expectedRows}
      />
    </>
  );
}
