import type { Player } from '../api/types';
import { playerStyle } from '../lib/playerStyle';
import { toPlainText } from '../lib/gameText';
import { GameText } from './GameText';

export const UNKNOWN_ACCOUNT_TOOLTIP =
  'The referenced account is unknown. This may happen when the game assigns a random account ID during offline play.';

/** The API sends no name (or an empty one) for accounts it does not know. */
export function isUnknownPlayer(player: Player): boolean {
  return !player.name;
}

interface PlayerNameProps {
  player: Player;
  /** Show the club tag (game text) before the name. */
  showTag?: boolean;
}

/**
 * The name as shown: game text when it holds `$` codes (styled, codes hidden); a name of codes only would show
 * nothing at all, so it keeps its raw text. Plain names stay bare text: lists render hundreds of them.
 */
function NameText({ name }: { name: string }) {
  if (!name.includes('$') || !toPlainText(name).trim()) return name;
  return <GameText text={name} />;
}

/** A player's name as plain text (titles, labels, alternative texts): codes removed, the account id for none. */
export function plainPlayerName(player: Pick<Player, 'id' | 'name'>): string {
  return toPlainText(player.name).trim() || player.name || player.id;
}

/**
 * A player's name as text, without a link: styled by the player's badge, with the badge in words for
 * assistive technology (the colour alone would carry it to sighted users only). The name and the club tag
 * are game text: a colour code in either styles it (and overrides the badge's colour there).
 */
export function PlayerName({ player, showTag = false }: PlayerNameProps) {
  if (isUnknownPlayer(player)) {
    return (
      <span className="is-mono player-unknown" title={UNKNOWN_ACCOUNT_TOOLTIP}>
        {player.id}
      </span>
    );
  }
  const style = playerStyle(player.meta);
  // A tag such as "$f00" has formatting but no visible characters: show no empty brackets for it.
  const tag = showTag && player.tag && toPlainText(player.tag).trim() ? player.tag : '';
  return (
    <>
      {tag && (
        <span className="player-tag">
          [<GameText text={tag} />]{' '}
        </span>
      )}
      <span className={style.className || undefined}>
        <NameText name={player.name ?? ''} />
        {style.label && (
          <>
            {' '}
            <span className="is-sr-only">({style.label})</span>
          </>
        )}
      </span>
    </>
  );
}
