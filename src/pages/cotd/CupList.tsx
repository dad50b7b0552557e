import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { ButtonGroup } from '../../components/ButtonGroup';
import { GameText } from '../../components/GameText';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { ProgressBar } from '../../components/ProgressBar';
import { TimeDisplay } from '../../components/TimeDisplay';
import { formatNumber } from '../../lib/format';
import { toPlainText } from '../../lib/gameText';
import { mergeByKey } from '../../lib/mergeByKey';
import { paths } from '../../lib/paths';
import { type CupListItem, type CupListPage } from './api';
import { listOf } from '../../lib/listOf';
import { CUP_PLATFORMS, isRerunName, type CupPlatform } from './filters';

interface CupListProps {
  platform: CupPlatform;
  onPlatform: (platform: CupPlatform) => void;
  query: UseInfiniteQueryResult<InfiniteData<CupListPage>>;
}

/** The right column: the cups of a platform, newest first. */
export function CupList({ platform, onPlatform, query }: CupListProps) {
  const headingId = useId();
  const cups = mergeByKey(
    (query.data?.pages ?? []).map((page) => listOf(page.competitions)),
    (cup) => cup.id,
  );
  const platformName = CUP_PLATFORMS.find((option) => option.value === platform)?.name ?? '';
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="title is-4">
        Cups
      </h2>
      <div className="cotd-controls">
        <ButtonGroup options={CUP_PLATFORMS} value={platform} onChange={onPlatform} label="Platform" className="mb-0" />
      </div>
      <p className="is-size-7 has-text-grey-light mb-3">Platform-exclusive cups are for players who have crossplay disabled.</p>
      {query.isPending && <ProgressBar label="Loading the cups…" />}
      {/* The spec ignores cup-list errors; a neutral note says why the list is empty instead of a bare gap. */}
      {query.isError && (
        <p className="notification cotd-note" role="status">
          The cup list could not be loaded just now ({errorMessage(query.error)}). Refresh to try again.
        </p>
      )}
      {query.isSuccess && cups.length === 0 && (
        <p className="notification" role="status">
          {platform === 'crossplay' ? 'No cups found.' : `No ${platformName} cups found.`}
        </p>
      )}
      {cups.length > 0 && <CupTable cups={cups} />}
      <QueryLoadMore query={query} label="Load more cups" />
    </section>
  );
}

function CupTable({ cups }: { cups: CupListItem[] }) {
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable is-narrow cotd-table">
        <caption className="is-sr-only">Cups</caption>
        <thead>
          <tr>
            <th scope="col" className="is-hidden-mobile">
              ID
            </th>
            <th scope="col">Name</th>
            <th scope="col" className="has-text-right">
              Players
            </th>
            <th scope="col">
              <span className="is-sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cups.map((cup) => (
            <CupRow key={cup.id} cup={cup} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CupRow({ cup }: { cup: CupListItem }) {
  const name = toPlainText(cup.name);
  return (
    <tr>
      <td className="is-hidden-mobile">{cup.id}</td>
      <td>
        <GameText text={cup.name} />
        {isRerunName(name) && <span className="tag is-dark ml-2">Rerun</span>}
        <div className="is-size-7 has-text-grey-light">
          <TimeDisplay value={cup.starttime} />
        </div>
      </td>
      <td className="has-text-right">{formatNumber(cup.players)}</td>
      <td>
        <Link className="button is-small is-link" to={paths.cotd(cup.id)} aria-label={`Info on ${name}`}>
          Info
        </Link>
      </td>
    </tr>
  );
}
