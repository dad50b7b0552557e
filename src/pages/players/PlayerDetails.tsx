import type { MatchmakingStanding, Player } from '../../api/types';
import { DivisionIcon } from '../../components/DivisionIcon';
import { MATCHMAKING_TYPE, standingScore } from '../../lib/matchmaking';
import { playerBadges } from '../../lib/playerStyle';
import { mastodonUrl, twitchUrl, twitterUrl, youtubeUrl } from '../../lib/socialLinks';

const TYPE_LABELS: Readonly<Record<number, string>> = {
  [MATCHMAKING_TYPE.ranked2v2]: '2v2',
  [MATCHMAKING_TYPE.ranked3v3]: '3v3',
  [MATCHMAKING_TYPE.royal]: 'Royal',
};

/** The type's name as the API gives it, else from its id. */
function typeLabel(standing: MatchmakingStanding): string {
  if (standing.typename) return standing.typename;
  return standing.typeid === undefined ? 'Matchmaking' : (TYPE_LABELS[standing.typeid] ?? `Type ${standing.typeid}`);
}

/** Odd answers can hold nulls in the list: those are skipped. */
interface PlayerDetailsProps {
  player: Player;
  matchmaking: MatchmakingStanding[] | undefined;
}

/** The player's meta as tags (badges, comment, vanity, socials), then one tag per matchmaking type. */
export function PlayerDetails({ player, matchmaking }: PlayerDetailsProps) {
  const meta = player.meta ?? {};
  const socials = [
    { label: 'Twitch', value: meta.twitch, url: twitchUrl(meta.twitch) },
    { label: 'YouTube', value: meta.youtube, url: youtubeUrl(meta.youtube) },
    { label: 'Twitter', value: meta.twitter, url: twitterUrl(meta.twitter) },
    { label: 'Mastodon', value: meta.mastodon, url: mastodonUrl(meta.mastodon) },
  ];
  const standings = matchmaking ?? [];
  return (
    <div className="tags players-details">
      {playerBadges(player.meta).map((badge) => (
        <span key={badge.kind} className={badge.tagClassName}>
          {badge.label}
        </span>
      ))}
      {meta.vanity && <span className="tag is-info">Vanity: {meta.vanity}</span>}
      {meta.comment && <span className="tag players-comment">{meta.comment}</span>}
      {socials.map(({ label, value, url }) =>
        url ? (
          <a key={label} className="tag is-link players-social" href={url} target="_blank" rel="noreferrer noopener">
            {label}: {value}
          </a>
        ) : null,
      )}
      {standings.map((standing, index) => (
        <span key={`${standing.typeid ?? 'type'}-${index}`} className="tag is-dark players-mm">
          <DivisionIcon division={standing.division} size={1.1} />
          <span>
            {typeLabel(standing)}: {standingScore(standing)}
          </span>
        </span>
      ))}
    </div>
  );
}
