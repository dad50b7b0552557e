import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, type To } from 'react-router-dom';

export interface TabLink {
  id: string;
  label: ReactNode;
  to: To;
}

interface TabNavProps {
  /** The navigation landmark's name ("Player sections"). */
  label: string;
  tabs: readonly TabLink[];
  activeId: string | undefined;
  /** A page's own class, for spacing. */
  className?: string;
  /**
   * One row that scrolls sideways where the tabs do not fit (a phone), its ends fading where more tabs lie and the
   * active tab centred (the default, issue 43); `false` wraps the tabs onto more rows instead.
   */
  scroll?: boolean;
}

/**
 * The site's tab bar: links, since each tab has its own address (not an ARIA tab widget). Every tab bar looks the
 * same: on a narrow screen one row that scrolls sideways, its ends fading where more tabs lie and the active tab
 * centred, so a phone's bar stays one line (or, with `scroll={false}`, tabs that wrap onto a second line).
 */
export function TabNav({ label, tabs, activeId, className, scroll = true }: TabNavProps) {
  const bar = useRef<HTMLElement>(null);
  // Before paint: the bar never shows the first tabs and then jumps to the active one.
  useLayoutEffect(() => {
    const nav = bar.current;
    const active = nav?.querySelector('[aria-current="page"]');
    if (!scroll || !nav || !active) return;
    // The first tab needs no scrolling: the bar starts there (or the visitor just clicked it, so it shows). Measuring
    // would make the browser lay out the whole page in the middle of its first render, one long task on a phone.
    if (active.parentElement === nav.querySelector('li')) return;
    const navBox = nav.getBoundingClientRect();
    const activeBox = active.getBoundingClientRect();
    // The active tab in the middle where the bar can scroll that far, else as far as it goes.
    nav.scrollLeft += activeBox.left - navBox.left - (navBox.width - activeBox.width) / 2;
  }, [scroll, activeId]);
  const more = useMoreBeyondEdges(bar, scroll);
  const classes = [
    'tabs site-tabs',
    scroll ? 'is-scrolling' : '',
    more.before ? 'has-more-before' : '',
    more.after ? 'has-more-after' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <nav ref={bar} className={classes} aria-label={label} data-scrolls-sideways={scroll ? '' : undefined}>
      <ul>
        {tabs.map((tab) => {
          const current = tab.id === activeId;
          return (
            <li key={tab.id} className={current ? 'is-active' : undefined}>
              <Link to={tab.to} aria-current={current ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * Which ends of a sideways-scrolling bar hide tabs, read after paint and again at each scroll and resize: the bar fades
 * out at those ends, so a phone shows that more tabs lie there.
 */
function useMoreBeyondEdges(bar: RefObject<HTMLElement | null>, scroll: boolean): { before: boolean; after: boolean } {
  const [more, setMore] = useState({ before: false, after: false });
  useEffect(() => {
    const nav = bar.current;
    if (!scroll || !nav) return;
    const update = () => {
      const before = nav.scrollLeft > 1;
      const after = nav.scrollLeft + nav.clientWidth < nav.scrollWidth - 1;
      setMore((now) => (now.before === before && now.after === after ? now : { before, after }));
    };
    update();
    nav.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      nav.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [bar, scroll]);
  return more;
}
