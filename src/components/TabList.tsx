import { useId, type KeyboardEvent, type ReactNode } from 'react';
import './TabList.scss';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
}

interface TabListProps<Id extends string> {
  /** The tab list's name for assistive technology ("Records to show"). */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The shown tab's panel. */
  children: ReactNode;
  className?: string;
}

/**
 * Tabs that switch what one part of a page shows (an ARIA tab widget, unlike TabNav, whose tabs are pages): one tab
 * in the Tab order, the arrow keys, Home and End move between tabs and show each at once. Only the selected tab's
 * panel is drawn, so a hidden tab asks for nothing. The page keeps the choice (in its address).
 */
export function TabList<Id extends string>({ label, tabs, selected, onSelect, children, className }: TabListProps<Id>) {
  const base = useId();
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    // Focus follows the selection: every tab's button is drawn already, only its state changes.
    document.getElementById(tabId(tab.id))?.focus();
  };

  return (
    <>
      <div className={['tabs tab-list', className ?? ''].filter(Boolean).join(' ')}>
        <ul role="tablist" aria-label={label} onKeyDown={onKeyDown}>
          {tabs.map((tab) => {
            const current = tab.id === selected;
            return (
              <li key={tab.id} role="presentation" className={current ? 'is-active' : undefined}>
                <button
                  type="button"
                  role="tab"
                  id={tabId(tab.id)}
                  aria-selected={current}
                  aria-controls={current ? panelId : undefined}
                  tabIndex={current ? 0 : -1}
                  onClick={() => {
                    onSelect(tab.id);
                  }}
                >
                  {tab.label}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} className="tab-list-panel">
        {children}
      </div>
    </>
  );
}
