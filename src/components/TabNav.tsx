import type { ReactNode } from 'react';
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
}

/**
 * The site's tab bar: links, since each tab has its own address (not an ARIA tab widget). Every tab bar looks the
 * same, and on a narrow screen the tabs wrap onto a second line instead of scrolling out of sight.
 */
export function TabNav({ label, tabs, activeId, className }: TabNavProps) {
  return (
    <nav className={['tabs site-tabs', className ?? ''].filter(Boolean).join(' ')} aria-label={label}>
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
