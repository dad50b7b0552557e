import { GameText } from '../../components/GameText';
import { PlayerLink } from '../../components/PlayerLink';
import { TimeDisplay } from '../../components/TimeDisplay';
import { formatOptionalNumber } from '../../lib/format';
import { toPlainText } from '../../lib/gameText';
import { ClubImage } from './ClubImage';
import { clubAuthor, clubImages } from './clubFields';
import type { Club } from '../../data/clubTypes';

/** The summary tab: description, facts and the club's images. */
export function ClubSummary({ club }: { club: Club }) {
  const author = clubAuthor(club);
  const editor = club.latesteditorplayer;
  return (
    <section aria-label="Summary">
      <Description text={club.description} />
      <dl className="club-facts block">
        <dt>Author</dt>
        <dd>{author ? <PlayerLink player={author} showTag /> : 'Unknown'}</dd>
        <dt>Latest editor</dt>
        <dd>{editor ? <PlayerLink player={editor} showTag /> : 'Unknown'}</dd>
        <dt>Members</dt>
        <dd>{formatOptionalNumber(club.membercount)}</dd>
        <dt>Created</dt>
        <dd>
          <TimeDisplay value={club.creationTimestamp} full />
        </dd>
      </dl>
      <ClubGallery club={club} />
    </section>
  );
}

/** Game text, one paragraph per line; links in it are live (they pass the allowlist of the game-text parser). */
function Description({ text }: { text: string | undefined }) {
  const lines = (text ?? '').split(/\r?\n/).filter((line) => toPlainText(line).trim() !== '');
  if (lines.length === 0) return <p className="block club-muted">This club has no description.</p>;
  return (
    <div className="content club-description">
      {lines.map((line, index) => (
        <p key={index}>
          <GameText text={line} links />
        </p>
      ))}
    </div>
  );
}

function ClubGallery({ club }: { club: Club }) {
  const images = clubImages(club);
  return (
    <section className="block">
      <h2 className="title is-5">Images</h2>
      {images.length === 0 ? (
        <p className="club-muted">This club has no images.</p>
      ) : (
        <ul className="club-gallery" aria-label="Club images">
          {images.map(({ label, url, aspectRatio }) => (
            <li key={label}>
              <figure>
                <ClubImage url={url} alt={label} thumbHeight="6em" aspectRatio={aspectRatio} />
                <figcaption>{label}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
