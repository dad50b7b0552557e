import { useQueries } from '@tanstack/react-query';
import { toPlainText } from '../../lib/gameText';
import type { ImportMode } from '../../lib/followingTransfer';
import { countOf } from '../../lib/format';
import { followingQueries } from './api';

/** A list waiting for the user's choice: from a share link or a file. */
export interface PendingImport {
  source: 'link' | 'file';
  ids: string[];
  skipped: number;
  /** The names a file carries (a link carries none: they are loaded). */
  names: Record<string, string>;
}

interface ImportPromptProps {
  pending: PendingImport;
  /** How many players the list holds now. */
  following: number;
  /** The user agreed: the names known by then go into the list with the ids. */
  onImport: (mode: ImportMode, names: Record<string, string>) => void;
  onClose: () => void;
}

const skippedText = (skipped: number) =>
  skipped > 0
    ? ` ${countOf(skipped, 'entry', 'entries')} ${skipped === 1 ? 'was' : 'were'} skipped: not an account id.`
    : '';

/**
 * "This link holds 2 players: MockPilot, Ulstoar34." with the choices. Whom a list follows is said before the person
 * agrees: a file's names are read from it, a link's (or a file entry's without one) are loaded first, through the
 * player page's own query (shared with the table after the import); the choices wait for them.
 */
export function ImportPrompt({ pending, following, onImport, onClose }: ImportPromptProps) {
  const unnamed = pending.ids.filter((id) => !pending.names[id]);
  const profiles = useQueries({ queries: unnamed.map((id) => followingQueries.profile(id)) });
  const loaded: Record<string, string> = {};
  unnamed.forEach((id, index) => {
    const name = profiles[index]?.data?.displayname;
    if (name) loaded[id] = name;
  });
  const names = { ...loaded, ...pending.names };
  const waiting = profiles.some((query) => query.isPending);
  const what = pending.source === 'link' ? 'link' : 'file';

  return (
    <div className="notification is-info following-import" role="region" aria-label="Import players">
      {pending.ids.length === 0 ? (
        <>
          <p className="block">
            This {what} holds no player to import.{skippedText(pending.skipped)}
          </p>
          <button type="button" className="button is-small" onClick={onClose}>
            Close
          </button>
        </>
      ) : (
        <>
          <p className="block">
            This {what} holds {countOf(pending.ids.length, 'player')}.{skippedText(pending.skipped)}{' '}
            {following > 0
              ? `You follow ${countOf(following, 'player')}: add them to your list, or replace it?`
              : 'Follow them?'}
          </p>
          <ul className="block following-import-names" aria-label="Players in this list" aria-busy={waiting}>
            {pending.ids.map((id, index) => {
              const name = names[id] ? toPlainText(names[id]).trim() : '';
              const failed = profiles[unnamed.indexOf(id)]?.isError === true;
              return (
                <li key={id}>
                  {name ||
                    (failed ? (
                      <span className="is-mono">{id} (not found)</span>
                    ) : waiting ? (
                      'Loading…'
                    ) : (
                      <span className="is-mono">{id}</span>
                    ))}
                  {index < pending.ids.length - 1 ? ', ' : ''}
                </li>
              );
            })}
          </ul>
          <div className="buttons">
            <button
              type="button"
              className="button is-small is-link"
              disabled={waiting}
              onClick={() => onImport('merge', names)}
            >
              {following > 0 ? 'Add to my list' : 'Follow them'}
            </button>
            {following > 0 && (
              <button
                type="button"
                className="button is-small is-warning"
                disabled={waiting}
                onClick={() => onImport('replace', names)}
              >
                Replace my list
              </button>
            )}
            <button type="button" className="button is-small" onClick={onClose}>
              Cancel
            </button>
          </div>
        </>
      )}
    </div>
  );
}
