import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorBox } from '../../components/ErrorBox';
import { ProgressBar } from '../../components/ProgressBar';
import { useTitle } from '../../components/useTitle';
import { paths } from '../../lib/paths';
import { rootZone, type NamedZone } from '../../lib/zones';
import { topQueries } from '../../data/rankings';
import { TrophyList } from './TrophyList';
import { ZoneSelect } from './ZoneSelect';

/** The Trophies tab: the zone from the address (none is the world), its picker, and that zone's ranking. */
export function TrophyRanking({ zoneParam }: { zoneParam: string | undefined }) {
  const navigate = useNavigate();
  const zones = useQuery(topQueries.zones());
  const list = zones.data ?? [];
  const root = rootZone(list);
  const chosen = zoneParam === undefined ? undefined : list.find((zone) => zone.id === zoneParam);
  const isWorld = zoneParam === undefined || chosen?.depth === 0;
  const waiting = zoneParam !== undefined && zones.isPending;
  const unknown = zoneParam !== undefined && zones.isSuccess && chosen === undefined;
  const name = isWorld ? (root?.name ?? 'World') : (chosen?.name ?? '');
  const title = name === '' || waiting || unknown ? 'Trophy ranking' : `Trophy ranking: ${name}`;
  useTitle(title);

  const select = (zone: NamedZone) => void navigate(zone.depth === 0 ? paths.top() : paths.top('trophies', zone.id));

  return (
    <section aria-labelledby="trophy-title">
      <h2 id="trophy-title" className="title is-4">
        {title}
      </h2>
      <div className="top-zone-toolbar">
        <ZoneSelect
          zones={list}
          selected={isWorld ? undefined : chosen}
          onSelect={select}
          disabled={!zones.isSuccess}
        />
        <button type="button" className="button" disabled={isWorld} onClick={() => void navigate(paths.top())}>
          Reset
        </button>
      </div>
      {zones.isError && <ErrorBox title="Could not load the zones" error={zones.error} />}
      {waiting && <ProgressBar label="Loading zones…" />}
      {unknown && <UnknownZone id={zoneParam} />}
      {!waiting && !unknown && (
        <TrophyList
          key={isWorld ? 'world' : zoneParam}
          zoneId={isWorld ? undefined : zoneParam}
          zoneName={chosen?.name}
        />
      )}
    </section>
  );
}

function UnknownZone({ id }: { id: string }) {
  return (
    <div className="notification is-warning" role="alert">
      <p className="block">There is no zone with the id “{id}”. Pick one with the zone search above, or:</p>
      <Link className="button is-dark" to={paths.top()}>
        See the world ranking
      </Link>
    </div>
  );
}
