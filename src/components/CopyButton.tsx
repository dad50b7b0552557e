import { useEffect, useRef, useState } from 'react';

/** How long "Copied" stays visible. */
const FEEDBACK_MS = 1500;

type CopyState = 'idle' | 'copied' | 'failed';

interface CopyButtonProps {
  value: string;
  /** The button's accessible name, such as "Copy account ID"; it starts with the visible "Copy". */
  label: string;
}

/**
 * Copies a value to the clipboard and says so in a live region. The clipboard API is missing on
 * insecure origins and may reject (permissions): both end in "Copy failed", never in an exception.
 */
export function CopyButton({ value, label }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    let next: CopyState = 'copied';
    try {
      // Inside try: on an insecure origin `navigator.clipboard` is undefined and this line throws.
      await navigator.clipboard.writeText(value);
    } catch {
      next = 'failed';
    }
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), FEEDBACK_MS);
  };

  return (
    <>
      <button type="button" className="button is-small player-copy" aria-label={label} onClick={() => void copy()}>
        Copy
      </button>
      {/* The live region exists before it has text, so that screen readers announce the change. */}
      <span role="status" className="player-copy-status">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : ''}
      </span>
    </>
  );
}
