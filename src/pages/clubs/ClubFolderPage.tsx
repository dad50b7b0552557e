import { useInfiniteQuery } from '@tanstack/react-query';
import { ActivityList } from './ActivityList';
import { clubQueries } from '../../data/clubs';
import { SubPage, SubPageHead, SubPageState } from './SubPage';

/** /clubs/{id}/folder/{folderId}: the activities a folder holds, with the same rows and locks as the activities tab. */
export function ClubFolderPage() {
  return (
    <SubPage param="folderId" title="Folder">
      {(clubId, id) => <FolderView clubId={clubId} folderId={id} />}
    </SubPage>
  );
}

function FolderView({ clubId, folderId }: { clubId: number; folderId: number }) {
  const query = useInfiniteQuery(clubQueries.folder(clubId, folderId));
  // The first page decides whether the folder exists; later pages fail inside the list, next to Load more.
  if (!query.data)
    return <SubPageState title="Folder" what="this folder" pending={query.isPending} error={query.error} />;
  return (
    <section className="club-folder">
      <SubPageHead name={query.data.pages[0]?.name ?? ''} title="Folder" />
      <ActivityList clubId={clubId} query={query} />
    </section>
  );
}
