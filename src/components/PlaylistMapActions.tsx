import { Link } from 'react-router-dom';

interface PlaylistMapActionsProps {
  /** The map's name as plain text: the buttons' accessible names say which map they act on. */
  name: string;
  /** The map file; without one there is no Download button. */
  fileUrl: string | undefined;
  /** The in-app path of the map's leaderboards. */
  leaderboard: string;
  /**
   * The Track of the Day's form: Download on a desktop only (as its spec says) and the leaderboard button worded
   * "Info" on a touch screen.
   */
  compactOnTouch?: boolean;
}

/**
 * What a playlist's row offers for its map (a campaign's maps, a Track of the Day month): download the map file and
 * open its leaderboards. Both tables word and label these buttons one way.
 */
export function PlaylistMapActions({ name, fileUrl, leaderboard, compactOnTouch = false }: PlaylistMapActionsProps) {
  return (
    <div className="buttons are-small">
      {fileUrl && (
        <a
          className={compactOnTouch ? 'button is-hidden-touch' : 'button'}
          href={fileUrl}
          download
          aria-label={`Download ${name}`}
        >
          Download
        </a>
      )}
      {/* The name goes with the link: the leaderboard is titled with it while its map loads (no "Map leaderboard"). */}
      <Link
        className="button is-link"
        to={leaderboard}
        state={{ mapName: name }}
        aria-label={`Leaderboards of ${name}`}
      >
        {compactOnTouch ? (
          <>
            <span className="is-hidden-touch">Leaderboards</span>
            <span className="is-hidden-desktop">Info</span>
          </>
        ) : (
          'Leaderboards'
        )}
      </Link>
    </div>
  );
}
