import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { PlayerLink } from '../../components/PlayerLink';
import { nounFor } from '../../lib/format';
import { paths } from '../../lib/paths';
import type { ChallengeAdmin } from '../../data/competitions';

/**
 * A challenge's admins as one fact of its card: "Admin" or "Admins", then each a link to their player page. Only one
 * client reads `displayname`; without it the account id stands in (it still leads to the page, which knows the name).
 */
export function ChallengeAdmins({ admins }: { admins: ChallengeAdmin[] }) {
  const list = admins.filter((admin) => admin.accountid !== '');
  return (
    <div>
      <dt>{nounFor(Math.max(1, list.length), 'Admin')}</dt>
      {/* Account ids are one long word: they break anywhere rather than widen a phone's page. */}
      <dd style={{ overflowWrap: 'anywhere' }}>
        {list.length === 0
          ? '-'
          : list.map((admin, index) => (
              // An admin may be listed twice: the position keeps the keys apart.
              <Fragment key={`${admin.accountid}-${index}`}>
                {index > 0 && ', '}
                {admin.displayname ? (
                  <PlayerLink player={{ id: admin.accountid, name: admin.displayname }} />
                ) : (
                  <Link className="is-mono" to={paths.player(admin.accountid)}>
                    {admin.accountid}
                  </Link>
                )}
              </Fragment>
            ))}
      </dd>
    </div>
  );
}
