import { GameText } from '../../components/GameText';
import { toPlainText } from '../../lib/gameText';
import { stateLabel } from './clubFields';
import type { Club } from '../../data/clubTypes';

/** The club's name and tag as the page heading, with its verified, featured and state tags. */
export function ClubHeader({ club, clubId }: { club: Club; clubId: number }) {
  const name = club.name ?? '';
  const state = stateLabel(club.state);
  return (
    <header className="block club-header">
      <h1 className="title">
        {club.tag && toPlainText(club.tag).trim() && (
          <span className="club-tag">
            [<GameText text={club.tag} />]{' '}
          </span>
        )}
        {toPlainText(name).trim() ? <GameText text={name} /> : `Club ${clubId}`}
      </h1>
      <div className="tags">
        {club.verified && <span className="tag is-success">Verified</span>}
        {club.featured && <span className="tag is-primary">Featured</span>}
        {state && <span className="tag is-dark">{state}</span>}
      </div>
    </header>
  );
}
