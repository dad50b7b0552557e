import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ErrorBox } from '../../components/ErrorBox';
import { QueryLoadMore, type PagedQuery } from '../../components/LoadMoreButton';
import { UnreadNote } from '../../components/UnreadNote';
import { GameText } from '../../components/GameText';
import { ProgressBar } from '../../components/ProgressBar';
import { useTitle } from '../../components/useTitle';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { parseRouteId } from '../../lib/routeId';
import { clubQueries } from '../../data/clubs';
import { BadParam } from './BadParam';
import './clubs.scss';

interface SubPageProps {
  /** The route parameter holding the activity or folder id. */
  param: 'activityId' | 'folderId';
  /** What the page shows, for headings and messages ("News"). */
  title: string;
  children: (clubId: number, id: number) => ReactNode;
}

/** A club sub-page (news, skins, items, maps, folder): checks both ids of the address before anything loads. */
export function SubPage({ param, title, children }: SubPageProps) {
  const params = useParams();
  const clubId = parseRouteId(params.id);
  const id = parseRouteId(params[param]);
  if (clubId === undefined) return <BadParam title={title} what="club id" value={params.id ?? ''} />;
  if (id === undefined) {
    const what = param === 'folderId' ? 'folder id' : 'activity id';
    return (
      <BadParam
        title={title}
        what={what}
        value={params[param] ?? ''}
        back={{ to: paths.club(clubId, 'activities'), label: 'Back to the club' }}
      />
    );
  }
  // The way back is drawn here, once for the loading, failed and loaded states: drawn by each of them, it was drawn
  // again when the page loaded, which dropped the club's answer in flight and asked for it a second time.
  return (
    <>
      <BackToClub clubId={clubId} />
      {children(clubId, id)}
    </>
  );
}

/** The way back to the club's activities, named after the club once its name is known. */
function BackToClub({ clubId }: { clubId: number }) {
  // Errors are ignored here: the link works without the name.
  const query = useQuery(clubQueries.club(clubId));
  const name = query.data?.name ?? '';
  return (
    <p className="block club-back">
      <Link to={paths.club(clubId, 'activities')}>
        ← Back to {toPlainText(name).trim() ? <GameText text={name} /> : 'the club'}
      </Link>
    </p>
  );
}

interface SubPageStateProps {
  title: string;
  /** What is shown, for the messages: "this news post", "these maps". */
  what: string;
  error: unknown;
  pending: boolean;
}

/** Loading and error states of a sub-page (the way back above it is SubPage's). */
export function SubPageState({ title, what, error, pending }: SubPageStateProps) {
  useTitle(title);
  return (
    <section>
      <h1 className="title">{title}</h1>
      {pending ? (
        <ProgressBar label={`Loading ${what}…`} />
      ) : (
        <ErrorBox title={`Could not load ${what}`} error={error} />
      )}
    </section>
  );
}

/**
 * The top of a loaded sub-page: the heading and tab title named after what it shows (its game-text
 * name, or the kind of page when the name is empty). Every sub-page is titled this one way.
 */
export function SubPageHead({ name, title }: { name: string; title: string }) {
  const plain = toPlainText(name).trim();
  useTitle(plain || title);
  return <h1 className="title">{plain ? <GameText text={name} /> : title}</h1>;
}

interface SubPageRowsProps {
  query: PagedQuery & { isError: boolean; error: unknown };
  /** The loaded pages' counted lists, for the unread note. */
  lists: readonly { readonly unread: number }[];
  count: number;
  /** What a row is, one and many ("map", "maps"). */
  one: string;
  many: string;
  /** Said when there is no row. */
  empty: string;
  /** The table, shown once there are rows. */
  children: ReactNode;
}

/**
 * The paged rows under a sub-page's head (a map upload's maps, a skin pack's skins): the table or the empty message,
 * the unread note, a failed next page (the first page is there: SubPageState stands in until it is), Load more.
 */
export function SubPageRows({ query, lists, count, one, many, empty, children }: SubPageRowsProps) {
  return (
    <>
      {count === 0 && !query.isError ? (
        <p className="notification" role="status">
          {empty}
        </p>
      ) : (
        children
      )}
      <UnreadNote lists={lists} one={one} />
      {query.isError && <ErrorBox title={`Could not load more ${many}`} error={query.error} />}
      <QueryLoadMore query={query} />
    </>
  );
}
