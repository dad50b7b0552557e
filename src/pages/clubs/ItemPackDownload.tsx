import { useState, type MouseEvent } from 'react';
import { saveFileAs, SaveFileError } from '../../lib/saveFile';

interface ItemPackDownloadProps {
  url: string;
  /** The name to save under (spec part 2, §5: it ends in .zip). */
  fileName: string;
  version: number;
}

type State = { kind: 'idle' } | { kind: 'saving' } | { kind: 'failed'; reason: string };

/**
 * An item pack version's download, saved under `fileName`. The link's own `download` name is ignored for a file on
 * another origin or one the server names, so a click fetches the file and saves it under the name; when the file
 * host refuses, the message says so and the file opens as it is.
 */
export function ItemPackDownload({ url, fileName, version }: ItemPackDownloadProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, save link as…) is the browser's to handle.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (state.kind === 'saving') return;
    setState({ kind: 'saving' });
    saveFileAs(url, fileName).then(
      () => setState({ kind: 'idle' }),
      (error: unknown) => {
        setState({
          kind: 'failed',
          reason: error instanceof SaveFileError ? error.message : 'the file could not be fetched',
        });
        // Usually within the click's user activation (a few seconds), so the tab is not blocked as a popup; the
        // message's link serves when it was.
        window.open(url, '_blank', 'noopener,noreferrer');
      },
    );
  };

  const saving = state.kind === 'saving';
  return (
    <>
      <a
        href={url}
        download={fileName}
        aria-label={`Download version ${String(version)}`}
        aria-busy={saving || undefined}
        onClick={onClick}
      >
        {saving ? 'Downloading…' : 'Download'}
      </a>
      {state.kind === 'failed' && (
        <p className="help is-danger item-pack-download-error" role="alert">
          Could not save “{fileName}”: {state.reason}. The file opens as it is instead: rename it to end in .zip.{' '}
          <a href={url} target="_blank" rel="noopener noreferrer">
            Open the file
          </a>
        </p>
      )}
    </>
  );
}
