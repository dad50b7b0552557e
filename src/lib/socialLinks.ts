// Links to a player's socials, built by the spec's rules from what the player typed.
const clean = (value: string | undefined) => (value ?? '').trim();

export function twitchUrl(name: string | undefined): string | null {
  const value = clean(name);
  return value ? `https://www.twitch.tv/${encodeURIComponent(value)}` : null;
}

/** A value starting with @ is a handle; anything else is a channel id. */
export function youtubeUrl(value: string | undefined): string | null {
  const id = clean(value);
  if (!id) return null;
  return id.startsWith('@')
    ? `https://www.youtube.com/@${encodeURIComponent(id.slice(1))}`
    : `https://www.youtube.com/channel/${encodeURIComponent(id)}`;
}

/** Only the user@host form makes a link (no leading @, exactly one @, a host with a dot). */
export function mastodonUrl(value: string | undefined): string | null {
  const match = /^([A-Za-z0-9_.-]+)@([A-Za-z0-9.-]+\.[A-Za-z]{2,})$/.exec(clean(value));
  if (!match) return null;
  const [user, host] = [match[1] ?? '', match[2] ?? ''];
  return `https://${host}/@${user}`;
}

export function twitterUrl(name: string | undefined): string | null {
  const value = clean(name).replace(/^@/, '');
  return value ? `https://twitter.com/${encodeURIComponent(value)}` : null;
}
