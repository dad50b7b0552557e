// The pages a visitor saw last, for the quick search's empty state. Kept in this browser only (localStorage), under
// a versioned key: a value that is not this shape (an older version, hand-edited, another app's) is ignored whole,
// never thrown, and the next visit writes a fresh list over it.
const KEY = 'recent-pages';
const VERSION = 1;
export const RECENT_PAGES_KEPT = 8;

export interface RecentPage {
  /** The in-app path with its query string: "/clubs?search=kivo". */
  path: string;
  title: string;
}

function isPage(value: unknown): value is RecentPage {
  const page = value as Partial<RecentPage> | null;
  return typeof page?.path === 'string' && page.path.startsWith('/') && typeof page.title === 'string';
}

/** The stored pages, latest first; [] for anything unreadable. */
export function readRecentPages(): RecentPage[] {
  try {
    // Nothing kept reads "null".
    const stored = JSON.parse(String(localStorage.getItem(KEY))) as { v?: unknown; pages?: unknown } | null;
    if (stored?.v !== VERSION || !Array.isArray(stored.pages)) return [];
    return stored.pages.filter(isPage).slice(0, RECENT_PAGES_KEPT);
  } catch {
    // Unparsable, or storage blocked by the browser's privacy settings: no recent pages.
    return [];
  }
}

/** Puts a page first; the same page seen again moves up (one entry per path, so a search refined stays one entry). */
export function rememberPage(page: RecentPage): void {
  const pages = readRecentPages();
  const bare = (path: string) => path.split('?')[0];
  const next = [page, ...pages.filter((other) => bare(other.path) !== bare(page.path))].slice(0, RECENT_PAGES_KEPT);
  try {
    localStorage.setItem(KEY, JSON.stringify({ v: VERSION, pages: next }));
  } catch {
    // Storage full or blocked: the list is simply not kept.
  }
}
