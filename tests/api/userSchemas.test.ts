import { describe, expect, it } from 'vitest';
import { decode, type Schema } from '../../src/api/schema';
import { MOCK_USER } from '../../src/mocks/data/mockUser';
import { ProfileSchema } from '../../src/data/profile';
import { SessionCheckSchema } from '../../src/data/session';
import { expectBentAnswersDecode } from '../bend';

describe("the signed-in user's answers", () => {
  it('read the profile links, and a bent profile as empty or text', () => {
    expect(
      decode(
        ProfileSchema,
        { twitch: 'mockpilot', youtube: '@mock', mastodon: 'mock@example.social', twitter: 'mock', extra: 1 },
        'your profile',
      ),
    ).toEqual({
      twitch: 'mockpilot',
      youtube: '@mock',
      mastodon: 'mock@example.social',
      twitter: 'mock',
    });
    expect(decode(ProfileSchema, { twitch: 12345, youtube: null, twitter: ['x'] }, 'your profile')).toEqual({
      twitch: '12345',
      youtube: '',
      mastodon: '',
      twitter: '',
    });
    expect(() => decode(ProfileSchema, 'saved', 'your profile')).toThrow(
      "The server's answer for your profile could not be read (the answer itself).",
    );
  });

  it('read the session check, an unreadable name left out (the stored one is kept)', () => {
    expect(
      decode(
        SessionCheckSchema,
        { accountid: MOCK_USER.accountid, displayname: 'MockPilot', vanity: 'mockpilot' },
        'your session',
      ),
    ).toEqual({
      accountid: MOCK_USER.accountid,
      displayname: 'MockPilot',
      vanity: 'mockpilot',
    });
    expect(decode(SessionCheckSchema, { accountid: 77, displayname: { name: 'x' } }, 'your session')).toEqual({
      accountid: '77',
    });
  });

  const answers: [string, Schema<unknown>, unknown][] = [
    [
      'your profile',
      ProfileSchema,
      { twitch: 'mockpilot', youtube: '@mock', mastodon: 'mock@example.social', twitter: 'mock' },
    ],
    [
      'your session',
      SessionCheckSchema,
      { accountid: MOCK_USER.accountid, displayname: MOCK_USER.displayname, vanity: MOCK_USER.vanity },
    ],
  ];

  it.each(answers)('never throw anything but an ApiError on a bent copy (%s)', (what, schema, answer) => {
    expectBentAnswersDecode(schema, answer, what, 150);
  });
});
