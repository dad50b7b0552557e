// Who a request comes from, for the per-client limits (drift reports, upstream misses). Behind a proxy
// (SERVE_TRUST_PROXY=1) the client is the last X-Forwarded-For entry, the one the proxy wrote; but only when the
// connection comes from where a proxy sits (loopback or a private network): a request from the internet that names
// itself in the header is counted by its own address, so it cannot pose as a thousand visitors.
import { BlockList, isIPv4 } from 'node:net';
import type { IncomingMessage } from 'node:http';

const PROXY_NETWORKS = new BlockList();
PROXY_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
PROXY_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
PROXY_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
PROXY_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
PROXY_NETWORKS.addSubnet('169.254.0.0', 16, 'ipv4');
PROXY_NETWORKS.addAddress('::1', 'ipv6');
PROXY_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
PROXY_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

/** Whether a socket address is one a proxy in front of the server would connect from. */
export function isProxyAddress(address: string): boolean {
  // An IPv4 client on a dual-stack socket reads ::ffff:10.0.0.2.
  const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
  try {
    return PROXY_NETWORKS.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  } catch {
    return false;
  }
}

/** The client's address: the socket's, or behind a trusted proxy the last X-Forwarded-For entry. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (!trustProxy || !isProxyAddress(socket)) return socket;
  const forwarded = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  const last = entries
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  // Bounded: the key of a table entry.
  return last === undefined ? socket : last.slice(0, 64);
}
