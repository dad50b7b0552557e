import { Link } from 'react-router-dom';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { errorSentence } from '../../api/client';
import { ButtonGroup } from '../../components/ButtonGroup';
import { GameText } from '../../components/GameText';
import { HeadedSection } from '../../components/HeadedSection';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { ProgressBar } from '../../components/ProgressBar';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { TimeDisplay } from '../../components/TimeDisplay';
import { UnreadNote } from '../../components/UnreadNote';
import { formatNumber } from '../../lib/format';
import { toPlainText } from '../../lib/gameText';
import { mergeByKey } from '../../lib/mergeByKey';
import { paths } from '../../lib/paths';
import { type CupListItem, type CupListPage } from '../../data/cotd';
import { CUP_PLATFORMS, isRerunName, type CupPlatform } from './filters';

interface CupListProps {
  platform: CupPlatform;
  onPlatform: (platform: CupPlatform) => void;
  query: UseInfiniteQueryResult<InfiniteData<CupListPage>>;
}

/** The right column: the cups of a platform, newest first. */
export function CupList({ platform, onPlatform, query }: CupListProps) {
  const cups = mergeByKey(
    (query.data?.pages ?? []).map((page) => page.competitions),
    (cup) => cup.id,
  );
  const platformName = CUP_PLATFORMS.find((option) => option.value === platform)?.name ?? '';
  return (
    <HeadedSection title="Cups">
      <div className="cotd-controls">
        <ButtonGroup options={CUP_PLATFORMS} value={platform} onChange={onPlatform} label="Platform" className="mb-0" />
      </div>
      <p className="is-size-7 has-text-grey-light mb-3">
        Platform-exclusive cups are for players who have crossplay disabled.
      </p>
      {query.isPending && <ProgressBar label="Loading the cups…" />}
      {/* The spec ignores cup-list errors; a neutral note says why the list is empty instead of a bare gap. */}
      {query.isError && (
        <p className="notification cotd-note" role="status">
          The cup list could not be loaded just now: {errorSentence(query.error)} Refresh to try again.
        </p>
      )}
      {query.isSuccess && cups.length === 0 && (
        <p className="notification" role="status">
          {platform === 'crossplay' ? 'No cups found.' : `No ${platformName} cups found.`}
        </p>
      )}
      {cups.length > 0 && <CupTable cups={cups} />}
      <UnreadNote lists={query.data?.pages ?? []} one="cup" />
      <QueryLoadMore query={query} label="Load more cups" />
    </HeadedSection>
  );
}

// On a phone a row keeps the cup's name (with its start), the players and the Info link into the cup; the id hides.
const CUP_COLUMNS: readonly Column<CupListItem>[] = [
  { id: 'id', header: 'ID', show: 'tablet', numeric: true, cell: (cup) => cup.id },
  {
    id: 'name',
    header: 'Name',
    main: true,
    cell: (cup) => (
      <>
        <GameText text={cup.name} />
        {isRerunName(toPlainText(cup.name)) && <span className="tag is-dark ml-2">Rerun</span>}
        <div className="is-size-7 has-text-grey-light">
          <TimeDisplay value={cup.starttime} />
        </div>
      </>
    ),
  },
  { id: 'players', header: 'Players', numeric: true, nowrap: true, cell: (cup) => formatNumber(cup.players) },
  {
    id: 'details',
    header: 'Details',
    srHeader: true,
    nowrap: true,
    cell: (cup) => (
      <Link className="button is-small is-link" to={paths.cotd(cup.id)} aria-label={`Info on ${toPlainText(cup.name)}`}>
        Info
      </Link>
    ),
  },
];

function CupTable({ cups }: { cups: CupListItem[] }) {
  return (
    <ResponsiveTable
      label="Cups"
      className="is-narrow cotd-table"
      columns={CUP_COLUMNS}
      rows={cups}
      rowKey={(cup) => cup.id}
    />
  );
}
