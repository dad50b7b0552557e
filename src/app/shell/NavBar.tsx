import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/site';
import { paths } from '../../lib/paths';
import { NAV_TABS, isTabActive } from './tabs';
import { AccountMenu } from './AccountMenu';
import { QuickSearch } from '../quickSearch/QuickSearch';

/** The header bar: brand, the ten tabs (a burger menu on small screens) and the account menu. */
export function NavBar() {
  const location = useLocation();
  const { pathname } = location;
  // The burger menu is open only while the person has it open: every move of the address closes it, Back and Forward
  // too. It is not tied to an address, so going Back to the page where it was opened does not open it again.
  const [open, setOpen] = useState(false);
  const [shownAt, setShownAt] = useState(location);
  if (shownAt !== location) {
    setShownAt(location);
    setOpen(false);
  }

  return (
    <header className="site-header">
      <nav className="navbar is-transparent" aria-label="Main navigation">
        <div className="navbar-brand">
          <Link className="navbar-item has-text-weight-bold is-size-5" to={paths.home()}>
            {PRODUCT_NAME}
          </Link>
          <QuickSearch />
          <button
            type="button"
            className={`navbar-burger${open ? ' is-active' : ''}`}
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="main-menu"
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true" />
            <span aria-hidden="true" />
            <span aria-hidden="true" />
            <span aria-hidden="true" />
          </button>
        </div>
        <div id="main-menu" className={`navbar-menu${open ? ' is-active' : ''}`}>
          <div className="navbar-start">
            {NAV_TABS.map((tab) => (
              <Link
                key={tab.path}
                to={tab.path}
                className="navbar-item"
                // The spec's active rule (prefix, or exact), not the router's own.
                aria-current={isTabActive(tab, pathname) ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            ))}
          </div>
          <div className="navbar-end">
            <AccountMenu />
          </div>
        </div>
      </nav>
    </header>
  );
}
