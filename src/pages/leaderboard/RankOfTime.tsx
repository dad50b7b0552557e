import { useId, useState, type SyntheticEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorBox } from '../../components/ErrorBox';
import { useUrlParam } from '../../components/useUrlParam';
import { formatNumber, ordinal } from '../../lib/format';
import { formatScore, MAX_OFFSET, scoreLabel } from '../../lib/leaderboard';
import { playerCountDisplay } from '../../lib/playerCount';
import type { RankSearchResult } from '../../lib/rankSearch';
import { parseScore, scoreHint } from '../../lib/scoreInput';
import { rankQuery, type BoardFacts } from '../../data/rankQueries';
import { shareText } from './rankText';

/** The URL key of the typed score (a time, points or respawns, as the map counts). */
export const TIME_PARAM = 'time';

/**
 * "Rank 1,235 · top 2.7%": equal scores rank after the players who drove them first, as in the game. A score every
 * player beats is below them all, not the top 100 % (the count is the API's, cached: "~").
 */
function rankText(result: RankSearchResult, playerCount: number | undefined): string {
  if (result.beyond) return `Below the ${ordinal(MAX_OFFSET)} position, the deepest the leaderboard shows`;
  if (playerCount !== undefined && playerCount > 0 && result.count >= playerCount)
    return `Below all ${playerCountDisplay(playerCount).text} players`;
  const rank = result.count + 1;
  const share = shareText(rank, playerCount);
  const text = `Rank ${formatNumber(rank)}${share ? ` · top ${share}` : ''}`;
  return result.approximate ? `About ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

/** Type a score, see the rank it would take on this board now; the typed score lives in `?time=`. */
export function RankOfTime({ board }: { board: BoardFacts }) {
  const id = useId();
  const [params, setUrl] = useUrlParam(TIME_PARAM);
  const kept = params.get(TIME_PARAM) ?? '';
  const [draft, setDraft] = useState(kept);
  const [problem, setProblem] = useState<string>();
  const target = kept === '' ? undefined : parseScore(kept, board.kind);
  const search = useQuery({ ...rankQuery(board, target ?? 0), enabled: target !== undefined });
  const label = scoreLabel(board.kind);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const value = parseScore(draft, board.kind);
    if (value === undefined) {
      setProblem(`Type ${scoreHint(board.kind)}.`);
      return;
    }
    setProblem(undefined);
    setUrl({ [TIME_PARAM]: draft.trim() });
  };

  return (
    <div className="rank-of-time">
      <form onSubmit={submit} noValidate>
        <label className="label is-small" htmlFor={id}>
          {label}
        </label>
        <div className="field has-addons">
          <div className="control">
            <input
              id={id}
              className={`input is-small is-mono${problem ? ' is-danger' : ''}`}
              type="text"
              inputMode={board.kind === 'race' ? 'text' : 'numeric'}
              placeholder={scoreHint(board.kind)}
              value={draft}
              aria-invalid={problem !== undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <div className="control">
            <button type="submit" className="button is-small">
              Find rank
            </button>
          </div>
        </div>
        {problem && (
          <p className="help is-danger" id={`${id}-problem`}>
            {problem}
          </p>
        )}
      </form>
      {kept !== '' && target === undefined && !problem && (
        <p className="help is-danger">
          “{kept}” is not a {label.toLowerCase()}.
        </p>
      )}
      {target !== undefined && (
        <div className="mt-2" aria-live="polite">
          {search.data ? (
            <p>
              <span className="is-mono">{formatScore(target, board.kind)}</span>:{' '}
              <strong>{rankText(search.data, board.playerCount)}</strong>
            </p>
          ) : search.isError ? (
            <ErrorBox title="Could not find the rank" error={search.error} />
          ) : (
            <p className="has-text-grey">Finding the rank of {formatScore(target, board.kind)}…</p>
          )}
        </div>
      )}
    </div>
  );
}
