import type { Zone } from '../api/types';
import { countryOf } from '../lib/zones';
import { Flag } from './Flag';

/**
 * The flag of the country a zone lies in, named by the country (its text alternative and tooltip), for the lists that
 * show where players come from. Nothing when the chain holds no country; a flag image that fails to load disappears.
 */
export function CountryFlag({ zone }: { zone: Zone | undefined }) {
  const country = countryOf(zone);
  if (!country) return null;
  return <Flag flag={country.flag} title={country.name} className="player-flag" />;
}
