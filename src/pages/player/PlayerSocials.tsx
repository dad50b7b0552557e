import type { ReactNode } from 'react';
import type { PlayerMeta } from '../../api/types';
import { BreakableText } from '../../components/BreakableText';
import { CopyButton } from '../../components/CopyButton';
import { vanityUrl } from '../../components/PlayerPopupCard';
import { mastodonUrl, twitchUrl, twitterUrl, youtubeUrl } from '../../lib/socialLinks';

function Social({ label, url, text }: { label: string; url: string | null; text: string }) {
  return (
    <li>
      <span className="player-social-label">{label}</span>{' '}
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`${label}: ${text}`}>
          {text}
        </a>
      ) : (
        // A value the rules cannot make a link of (a Mastodon name without its host) is still worth showing.
        <span>{text}</span>
      )}
    </li>
  );
}

/** The vanity address with a copy button, then the socials the player set, linked by the spec's rules. */
export function PlayerSocials({ meta }: { meta: PlayerMeta | undefined }) {
  const items: ReactNode[] = [];
  const value = (raw: string | undefined) => (typeof raw === 'string' ? raw.trim() : '');
  const vanity = value(meta?.vanity);
  if (vanity) {
    const url = vanityUrl(vanity);
    items.push(
      <li key="vanity">
        <span className="player-social-label">Profile</span>{' '}
        <a href={url}>
          <BreakableText text={url} />
        </a>{' '}
        <CopyButton value={url} label="Copy vanity URL" />
      </li>,
    );
  }
  const twitch = value(meta?.twitch);
  if (twitch) items.push(<Social key="twitch" label="Twitch" url={twitchUrl(twitch)} text={twitch} />);
  const youtube = value(meta?.youtube);
  if (youtube) items.push(<Social key="youtube" label="YouTube" url={youtubeUrl(youtube)} text={youtube} />);
  const mastodon = value(meta?.mastodon);
  if (mastodon) items.push(<Social key="mastodon" label="Mastodon" url={mastodonUrl(mastodon)} text={mastodon} />);
  const twitter = value(meta?.twitter);
  if (twitter) items.push(<Social key="twitter" label="Twitter" url={twitterUrl(twitter)} text={twitter} />);
  if (items.length === 0) return null;
  return (
    <ul className="player-socials" aria-label="Links">
      {items}
    </ul>
  );
}
