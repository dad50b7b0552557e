import { parisZoneAbbreviation } from '../lib/parisTime';
import { links } from '../lib/site';

/**
 * The Paris time zone's abbreviation of today (CET or CEST), linked to a page showing the current time in Paris: the
 * daily map and the daily cup both start at 7 PM there, and both pages say so with this link.
 */
export function ParisTimeLink() {
  return (
    <a href={links.timeSite} target="_blank" rel="noopener noreferrer" title="The current time in Paris">
      {parisZoneAbbreviation()}
    </a>
  );
}
