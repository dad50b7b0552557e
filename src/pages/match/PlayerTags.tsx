import type { MatchPlayer } from '../../data/match';

/** The MVP and Leaver tags of a team member. */
export function PlayerTags({ entry }: { entry: MatchPlayer }) {
  if (!entry.mvp && !entry.leaver) return null;
  return (
    <span className="tags match-player-tags">
      {entry.mvp && (
        <span className="tag is-warning" title="Most valuable player of the match">
          MVP
        </span>
      )}
      {entry.leaver && (
        <span className="tag is-danger" title="Left the match before it ended">
          Leaver
        </span>
      )}
    </span>
  );
}

/** The matchmaking points change, "+12" or "-8", when the API sends both values. */
export function pointsChange(entry: MatchPlayer): string | undefined {
  const before = entry.matchmakingpoints?.before;
  const after = entry.matchmakingpoints?.after;
  if (before === undefined || after === undefined) return undefined;
  const delta = after - before;
  return delta > 0 ? `+${delta}` : String(delta);
}

/** "Winner" with a check mark; the mark is decoration, the word is what assistive technology reads. */
export function WinnerCheck() {
  return (
    <span className="tag is-success match-winner">
      <span aria-hidden="true">✓</span>&nbsp;Winner
    </span>
  );
}
