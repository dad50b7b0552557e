// Who a request comes from, for the per-client limits: X-Forwarded-For counts only when a proxy could have written it.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, isProxyAddress } from '../../server/clientAddress';

const from = (socket: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: socket },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

describe('the client address', () => {
  it('takes the last X-Forwarded-For entry from a proxy on loopback or a private network', () => {
    expect(clientAddress(from('10.0.0.2', '1.2.3.4, 198.51.100.7'), true)).toBe('198.51.100.7');
    expect(clientAddress(from('::ffff:192.168.1.1', '198.51.100.7'), true)).toBe('198.51.100.7');
    expect(clientAddress(from('127.0.0.1', ' , '), true)).toBe('127.0.0.1');
  });

  it('ignores X-Forwarded-For from an address on the internet, which can write anything there', () => {
    expect(clientAddress(from('203.0.113.5', '1.2.3.4'), true)).toBe('203.0.113.5');
    expect(clientAddress(from('2001:db8::1', '1.2.3.4'), true)).toBe('2001:db8::1');
  });

  it('ignores it altogether without a trusted proxy', () => {
    expect(clientAddress(from('10.0.0.2', '1.2.3.4'), false)).toBe('10.0.0.2');
  });

  it('knows the proxies’ networks', () => {
    expect(['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.0.9', '::1', 'fd00::1'].map(isProxyAddress)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['172.32.0.1', '8.8.8.8', '2001:db8::1', 'not an address'].map(isProxyAddress)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
