import { useInfiniteQuery } from '@tanstack/react-query';
import { GameText } from '../../components/GameText';
import { useTitle } from '../../components/useTitle';
import { toPlainText } from '../../lib/gameText';
import { ActivityList } from './ActivityList';
import { clubQueries } from './api';
import { BackToClub, SubPage, SubPageState } from './SubPage';

/** /clubs/{id}/folder/{folderId}: the activities a folder holds, with the same rows and locks as the activities tab. */
export function ClubFolderPage() {
  return <SubPage param="folderId" title="Folder">{(clubId, id) => <FolderView clubId={clubId} folderId={id} />}</SubPage>;
}

function FolderView({ clubId, folderId }: { clubId: number; folderId: number }) {
  const query = useInfiniteQuery(clubQueries.folder(clubId, folderId));
  const name = query.data?.pages[0]?.name ?? '';
  const plain = toPlainText(name).trim();
  useTitle(plain || 'Folder');
  // The first page decides whether the folder exists; later pages fail inside the list, next to Load more.
  if (!query.data) return <SubPageState clubId={clubId} title="Folder" what="this folder" pending={query.isPending} error={query.error} />;
  return (
    <section className="club-folder">
      <BackToClub clubId={clubId} />
      <h1 className="title">{plain ? <GameText text={name} /> : 'Folder'}</h1>
      <ActivityList clubId={clubId} query={query} />
    </section>
  );
}
