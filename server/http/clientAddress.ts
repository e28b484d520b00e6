// The address a request came from, for counting readers only (it is hashed at
// once and never kept): the socket's peer, or, behind proxies the operator
// vouches for (TRUSTED_PROXY_HOPS), the address the outermost of them saw.
// Each proxy appends the peer it received from to X-Forwarded-For; with n
// trusted proxies the client is the n-th entry from the end. Anything a client
// wrote before that is ignored: it could have written anything.
import type { IncomingMessage } from 'node:http';

export const clientAddress = (req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedHops: number): string => {
  const peer = req.socket.remoteAddress ?? '';
  if (trustedHops === 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // Fewer entries than trusted proxies: the request skipped one of them; the first entry is the best there is.
  return hops[Math.max(0, hops.length - trustedHops)] ?? peer;
};
