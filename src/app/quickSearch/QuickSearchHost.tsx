import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SectionBoundary } from '../../components/SectionBoundary';
import { rememberPage } from '../../lib/recentPages';
import { PRODUCT_NAME } from '../../lib/site';
import type { TypedAhead } from './QuickSearchPanel';

// What the header's search button needs besides the button: the shortcuts that open the panel from any page, the
// record of recent pages it lists when empty, and the panel itself, whose code loads when it first opens.

const loadPanel = () => import('./QuickSearchPanel');
const QuickSearchPanel = lazy(() => loadPanel().then((module) => ({ default: module.QuickSearchPanel })));

/** Where "/" is typed text, not a shortcut. */
const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Remembers the page for the recent pages under the title it set. The shell resets the title to the product name on
 * every path change, so a bare product name means the page has not named itself yet.
 */
function record(path: string) {
  const title = document.title.replace(`${PRODUCT_NAME} - `, '');
  if (title !== PRODUCT_NAME) rememberPage({ path, title });
}

/** The keys typed while the panel is on its way, as a store the panel reads. */
function typedAheadStore(): TypedAhead & { add: (key: string) => void; clear: () => void } {
  let text = '';
  const listeners = new Set<() => void>();
  return {
    get: () => text,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    add: (key) => {
      text += key;
      for (const onChange of listeners) onChange();
    },
    clear: () => {
      text = '';
    },
  };
}

interface QuickSearchHostProps {
  open: boolean;
  setOpen: (open: boolean) => void;
}

export function QuickSearchHost({ open, setOpen }: QuickSearchHostProps) {
  const { pathname, search } = useLocation();
  const path = useRef('');
  // What is typed between the shortcut and the panel's box taking the focus (its code still on its way): the box shows
  // it, so quick typing after Ctrl+K loses no letter.
  const [typed] = useState(typedAheadStore);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target);
      // Ctrl/⌘+K works in text fields too: it is no typing, and browsers would otherwise take it for their own search.
      if (slash || (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey))) {
        event.preventDefault();
        setOpen(true);
      }
    };
    addEventListener('keydown', onKeyDown);
    return () => removeEventListener('keydown', onKeyDown);
  }, [setOpen]);

  useEffect(() => {
    typed.clear();
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target))
        typed.add(event.key);
    };
    addEventListener('keydown', onKeyDown);
    return () => removeEventListener('keydown', onKeyDown);
  }, [open, typed]);

  // A pointer or the focus on its way to the button fetches the panel's code ahead of the click.
  useEffect(() => {
    const button = document.getElementById('quick-search-opener');
    // A failed fetch here is tried again, and reported, when the panel opens.
    const preload = () => void loadPanel().catch(() => undefined);
    button?.addEventListener('pointerenter', preload, { once: true });
    button?.addEventListener('focus', preload, { once: true });
    return () => {
      button?.removeEventListener('pointerenter', preload);
      button?.removeEventListener('focus', preload);
    };
  }, []);

  // The path is known before any title of this render is set; a new query string keeps the page's title, so it is
  // recorded at once, and a new page when it names itself (the title changes in <head>).
  useLayoutEffect(() => {
    path.current = pathname + search;
  }, [pathname, search]);
  useEffect(() => record(path.current), [pathname, search]);
  useEffect(() => {
    const observer = new MutationObserver(() => record(path.current));
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  if (!open) return null;
  return (
    <SectionBoundary name="the search">
      <Suspense>
        <QuickSearchPanel onClose={() => setOpen(false)} typedAhead={typed} />
      </Suspense>
    </SectionBoundary>
  );
}
