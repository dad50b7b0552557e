import { useRef, useState } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { SectionBoundary } from '../../components/SectionBoundary';
import { useTitle } from '../../components/useTitle';
import { useUrlParam } from '../../components/useUrlParam';
import { dismissProblem, FOLLOWING_LIMIT } from '../../lib/following';
import { CORRUPTED_MESSAGE } from '../../lib/followingChanges';
import { exportJson, importIds, parseExport, parseIdList, type ImportMode } from '../../lib/followingTransfer';
import { countOf } from '../../lib/format';
import { saveBlob } from '../../lib/saveFile';
import { useFollowing } from '../../components/useFollowing';
import { FollowingTable } from './FollowingTable';
import { ImportPrompt, type PendingImport } from './ImportPrompt';
import { shareUrl } from './format';
import './following.scss';

const TITLE = 'Following';

/** /following: the players this browser follows, what changed since the last visit, and moving the list elsewhere. */
export function FollowingPage() {
  useTitle(TITLE);
  const state = useFollowing();
  const [params, setUrl] = useUrlParam('import');
  const linkParam = params.get('import');
  const [filePending, setFilePending] = useState<PendingImport>();
  const [status, setStatus] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);

  const fromLink: PendingImport | undefined =
    linkParam === null ? undefined : { source: 'link', ...parseIdList(linkParam), names: {} };
  const pending = filePending ?? fromLink;

  const closePrompt = () => {
    setFilePending(undefined);
    if (linkParam !== null) setUrl({ import: null });
  };

  const runImport = (mode: ImportMode, names: Record<string, string>) => {
    if (!pending) return;
    const { added, already, overLimit } = importIds(pending.ids, mode, names);
    const parts = [`${mode === 'replace' ? 'Your list was replaced' : 'Imported'}: ${countOf(added, 'player')} added.`];
    if (already > 0) parts.push(`${countOf(already, 'player')} ${already === 1 ? 'was' : 'were'} already followed.`);
    if (overLimit > 0)
      parts.push(`${countOf(overLimit, 'player')} left out: the list holds at most ${FOLLOWING_LIMIT}.`);
    if (pending.skipped > 0) parts.push(`${countOf(pending.skipped, 'entry', 'entries')} skipped: not an account id.`);
    setStatus(parts.join(' '));
    closePrompt();
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setStatus(undefined);
    const parsed = parseExport(await file.text());
    if (!parsed) setStatus(`${file.name} is not a list of followed players: nothing was imported.`);
    else setFilePending({ source: 'file', ...parsed });
    if (fileInput.current) fileInput.current.value = '';
  };

  const exportFile = () => {
    saveBlob(new Blob([exportJson(state)], { type: 'application/json' }), 'following.json');
  };

  const ids = state.players.map((player) => player.id);
  return (
    <section className="following-page">
      <h1 className="title">{TITLE}</h1>
      <p className="block">
        The players you follow, with what changed since your last visit. The list is kept in this browser only (at most{' '}
        {FOLLOWING_LIMIT} players): use the link or a file below to take it to another device.
      </p>
      {state.problem && (
        <div className="notification is-warning" role="alert">
          <p className="block">{CORRUPTED_MESSAGE}</p>
          <button type="button" className="button is-small" onClick={dismissProblem}>
            Dismiss
          </button>
        </div>
      )}
      {pending && (
        <ImportPrompt pending={pending} following={state.players.length} onImport={runImport} onClose={closePrompt} />
      )}
      {status && (
        <p className="notification is-success is-light" role="status">
          {status}
        </p>
      )}
      {state.players.length === 0 ? (
        <div className="block following-empty">
          <p className="block">You do not follow anyone yet.</p>
          <p className="block">
            Press <strong>☆ Follow</strong> on a player’s page, or in the card that opens over a player’s name in any
            list, and they appear here. Followed players also stand out in leaderboards and rankings. You can also
            import a list from a file below, or open a link someone shared.
          </p>
        </div>
      ) : (
        <SectionBoundary name="the followed players">
          <FollowingTable state={state} />
        </SectionBoundary>
      )}
      <div className="buttons following-transfer">
        {ids.length > 0 && (
          <span className="following-share">
            Link to this list:{' '}
            <CopyButton value={shareUrl(ids, location.origin, location.pathname)} label="Copy link" />
          </span>
        )}
        {ids.length > 0 && (
          <button type="button" className="button is-small" onClick={exportFile} title="A JSON file">
            Save the list as a file
          </button>
        )}
        <label className="button is-small" htmlFor="following-file">
          Open a saved list
        </label>
        <input
          id="following-file"
          ref={fileInput}
          className="is-sr-only"
          type="file"
          accept="application/json,.json"
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </div>
    </section>
  );
}
