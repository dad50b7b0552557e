import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountIdToLogin } from '../../src/lib/accountLogin';

// The expected login, computed independently of the code under test: Node's own base64url encoder.
const expected = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');

describe('accountIdToLogin', () => {
  it.each([
    'd2372a08-a8a1-46cb-97fb-23a161d85ad0',
    '5b4d42f4-c2de-407d-b367-cbff3fe817bc',
    // Bytes 0xfb and 0xff give "+" and "/" in plain base64: they must become "-" and "_".
    'fbfffbff-fbff-fbff-fbff-fbfffbfffbff',
    '00000000-0000-0000-0000-000000000000',
  ])('encodes %s as base64url without padding', (uuid) => {
    const login = accountIdToLogin(uuid);
    expect(login).toBe(expected(uuid));
    expect(login).toHaveLength(22);
    expect(login).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('gives a known login for a known account id', () => {
    expect(accountIdToLogin('fbfffbff-fbff-fbff-fbff-fbfffbfffbff')).toBe('-__7__v_-__7__v_-__7_w');
    expect(accountIdToLogin('00000000-0000-0000-0000-000000000000')).toBe('AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('accepts upper-case hex digits and ids without dashes', () => {
    const uuid = 'd2372a08-a8a1-46cb-97fb-23a161d85ad0';
    expect(accountIdToLogin(uuid.toUpperCase())).toBe(expected(uuid));
    expect(accountIdToLogin(uuid.replace(/-/g, ''))).toBe(expected(uuid));
  });

  it.each([
    '',
    'not-a-uuid',
    'd2372a08-a8a1-46cb-97fb-23a161d85ad',
    'g2372a08-a8a1-46cb-97fb-23a161d85ad0',
    'd2372a08-a8a1-46cb-97fb-23a161d85ad00',
  ])('returns "" for the invalid id %j', (id) => {
    expect(accountIdToLogin(id)).toBe('');
  });

  it('returns "" instead of throwing when the API sends no string at all', () => {
    expect(accountIdToLogin(undefined as unknown as string)).toBe('');
    expect(accountIdToLogin(42 as unknown as string)).toBe('');
  });

  it('matches base64url for any 16 bytes, and never throws on any string', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const hex = Buffer.from(bytes).toString('hex');
        const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
        expect(accountIdToLogin(uuid)).toBe(Buffer.from(bytes).toString('base64url'));
      }),
    );
    fc.assert(fc.property(fc.string(), (text) => typeof accountIdToLogin(text) === 'string'));
  });
});
