// The address a request came from, for counting readers only (it is hashed at
// once and never kept): the socket's peer, or, behind proxies the operator
// vouches for (TRUSTED_PROXY_HOPS), the address the outermost of them saw.
// Each proxy appends the peer it received from to X-Forwarded-For; with n
// trusted proxies the client is the n-th entry from the end. Anything a client
// wrote before that is ignored: it could have written anything.
// The header is believed only when it can be the trusted proxies' own writing:
// with fewer than n entries a proxy was skipped, so what is there may be the
// client's; an entry of theirs that is not an address (`unknown`, a hostname,
// an obfuscated `_hidden` token) says nothing we can count by. Either way the
// socket's peer is used: one fixed address, never one a client picked.
// A port (`a.b.c.d:port`, `[v6]:port`), brackets and an IPv6 zone (`%eth0`) are
// not part of the address: a client that changes its source port is the same client.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** A port as a proxy writes it after an address: 0 to 65535. */
const isPort = (text: string): boolean => /^\d{1,5}$/.test(text) && Number(text) <= 65_535;

/** An IPv6 address without its zone (`fe80::1%eth0`), or undefined when it is not one. */
const ipv6 = (text: string): string | undefined => {
  const bare = text.replace(/%[^%]*$/, '');
  return isIP(bare) === 6 ? bare : undefined;
};

/** The address one X-Forwarded-For entry holds, or undefined when it holds none. */
const entryAddress = (entry: string): string | undefined => {
  const bracketed = /^\[([^\]]*)\](?::(.*))?$/.exec(entry);
  if (bracketed) return bracketed[2] === undefined || isPort(bracketed[2]) ? ipv6(bracketed[1]!) : undefined;
  if (isIP(entry) === 4) return entry;
  // One colon: an IPv4 address and its port (an IPv6 address has at least two).
  const withPort = /^([^:]*):([^:]*)$/.exec(entry);
  if (withPort) return isIP(withPort[1]!) === 4 && isPort(withPort[2]!) ? withPort[1] : undefined;
  return ipv6(entry);
};

export const clientAddress = (req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedHops: number): string => {
  const peer = req.socket.remoteAddress ?? '';
  if (trustedHops === 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (hops.length < trustedHops) return peer;
  // The trusted proxies' entries only: what the client wrote before them is never read, so it cannot make us fall back either.
  const trusted = hops.slice(hops.length - trustedHops).map(entryAddress);
  return trusted.every((address) => address !== undefined) ? trusted[0]! : peer;
};
