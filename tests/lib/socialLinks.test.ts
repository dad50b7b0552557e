import { describe, expect, it } from 'vitest';
import { mastodonUrl, twitchUrl, twitterUrl, youtubeUrl } from '../../src/lib/socialLinks';

describe('social links', () => {
  it('links a Twitch user name', () => {
    expect(twitchUrl('wirtual')).toBe('https://www.twitch.tv/wirtual');
    expect(twitchUrl('  ')).toBeNull();
    expect(twitchUrl(undefined)).toBeNull();
  });

  it('links a YouTube @handle to the handle page and anything else to the channel page', () => {
    expect(youtubeUrl('@Wirtual')).toBe('https://www.youtube.com/@Wirtual');
    expect(youtubeUrl('UCt3HBVOzGT9FXTyoCBmThXw')).toBe('https://www.youtube.com/channel/UCt3HBVOzGT9FXTyoCBmThXw');
    expect(youtubeUrl('')).toBeNull();
  });

  it('links Mastodon only in the user@host form', () => {
    expect(mastodonUrl('pilot@mastodon.social')).toBe('https://mastodon.social/@pilot');
    expect(mastodonUrl('@pilot@mastodon.social')).toBeNull();
    expect(mastodonUrl('pilot')).toBeNull();
    expect(mastodonUrl('pilot@localhost')).toBeNull();
    expect(mastodonUrl('https://mastodon.social/@pilot')).toBeNull();
  });

  it('links a Twitter user name, with or without @', () => {
    expect(twitterUrl('pilot')).toBe('https://twitter.com/pilot');
    expect(twitterUrl('@pilot')).toBe('https://twitter.com/pilot');
    expect(twitterUrl('')).toBeNull();
  });
});
