import { GameText } from './GameText';

/**
 * A map of a playlist as its table names it: its number in the playlist (a campaign's order, a Track of the Day's day
 * of the month), dimmed, then its game-text name. The campaign and Track of the Day tables show a map this one way.
 */
export function NumberedMapName({ number, name }: { number: number; name: string }) {
  return (
    <>
      <span className="has-text-grey-light mr-1">{number}.</span>
      <GameText text={name} />
    </>
  );
}
