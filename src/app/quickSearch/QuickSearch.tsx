import { lazy, Suspense, useState } from 'react';

// The header's search button. It is part of the first view, which has little room left: the shortcuts and the recent
// pages record (QuickSearchHost) load as a small chunk of their own right after, and the panel, the recogniser and the
// searches as another when the panel first opens. A click before the first has arrived opens the panel once it has.
const QuickSearchHost = lazy(() =>
  import('./QuickSearchHost').then(
    (module) => ({ default: module.QuickSearchHost }),
    // Offline, or a newer deployment removed the chunk: the header stays as it is, without the search.
    () => ({ default: () => null }),
  ),
);

export function QuickSearch() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        id="quick-search-opener"
        type="button"
        className="navbar-item quick-search-opener"
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        <span className="quick-search-label">Search</span>
      </button>
      <Suspense>
        <QuickSearchHost open={open} setOpen={setOpen} />
      </Suspense>
    </>
  );
}
