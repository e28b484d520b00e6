import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../../server/http/clientAddress.ts';

/** A request as it reaches Newsdesk: from `peer`, with what the proxies (and the client before them) wrote in X-Forwarded-For. */
const arriving = (peer: string | undefined, forwardedFor?: string | string[]): Pick<IncomingMessage, 'headers' | 'socket'> => ({
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  // Only its peer's address is read.
  socket: { remoteAddress: peer } as Socket,
});

// The reader is at 198.51.100.7; a client may write any X-Forwarded-For it likes before the first proxy appends to it.
const READER = '198.51.100.7';
const SPOOFED = '203.0.113.66';
const CDN = '192.0.2.10';
const BALANCER = '10.0.0.2';

describe('the address a signal came from', () => {
  it('is the socket’s peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(arriving(READER), 0)).toBe(READER);
    expect(clientAddress(arriving(READER, `${SPOOFED}, 203.0.113.67`), 0)).toBe(READER);
  });

  it('is what the one trusted proxy saw: the last entry, never one the client wrote before it', () => {
    // Reader → balancer → Newsdesk: the balancer appends the reader's address.
    expect(clientAddress(arriving(BALANCER, READER), 1)).toBe(READER);
    expect(clientAddress(arriving(BALANCER, `${SPOOFED}, ${READER}`), 1)).toBe(READER);
    expect(clientAddress(arriving(BALANCER, `${SPOOFED}, 203.0.113.67, 203.0.113.68, ${READER}`), 1)).toBe(READER);
  });

  it('is what the outermost of two trusted proxies saw: the second entry from the end', () => {
    // Reader → CDN → balancer → Newsdesk: the CDN appends the reader, the balancer the CDN.
    expect(clientAddress(arriving(BALANCER, `${READER}, ${CDN}`), 2)).toBe(READER);
    expect(clientAddress(arriving(BALANCER, `${SPOOFED}, ${READER}, ${CDN}`), 2)).toBe(READER);
    expect(clientAddress(arriving(BALANCER, `${SPOOFED}, 203.0.113.67, ${READER}, ${CDN}`), 2)).toBe(READER);
  });

  it('is the peer when there are fewer entries than trusted proxies: never an entry the client may have written itself', () => {
    // Two proxies trusted, one entry: a proxy was skipped, and the entry may be the client's own.
    expect(clientAddress(arriving(BALANCER, SPOOFED), 2)).toBe(BALANCER);
    expect(clientAddress(arriving(BALANCER, `${SPOOFED}, ${READER}`), 3)).toBe(BALANCER);
    expect(clientAddress(arriving(BALANCER), 1)).toBe(BALANCER);
    expect(clientAddress(arriving(BALANCER, ''), 2)).toBe(BALANCER);
    expect(clientAddress(arriving(BALANCER, ' , '), 1)).toBe(BALANCER);
  });

  it('is one address whatever port a proxy wrote with it: a client changing its source port is not a new reader', () => {
    expect(clientAddress(arriving(BALANCER, '198.51.100.7:1234'), 1)).toBe(READER);
    expect(clientAddress(arriving(BALANCER, '198.51.100.7:1235'), 1)).toBe(READER);
    expect(clientAddress(arriving(BALANCER, `198.51.100.7:443, ${CDN}:80`), 2)).toBe(READER);
  });

  it('reads IPv6 entries bare, in brackets, with a port or with a zone, as the bare address', () => {
    const v6 = '2001:db8:85a3::8a2e:370:7334';
    for (const entry of [v6, `[${v6}]`, `[${v6}]:8080`, `${v6}%eth0`, `[${v6}%eth0]:8080`]) {
      expect(clientAddress(arriving(BALANCER, entry), 1), entry).toBe(v6);
    }
    expect(clientAddress(arriving(BALANCER, `${SPOOFED}, [${v6}]:51000, ${CDN}`), 2)).toBe(v6);
  });

  it('is the peer when an entry of the trusted proxies is not an address: the chain says nothing to count by', () => {
    for (const entry of ['unknown', '_hidden', '_a1b2', 'reader.example.net', 'garbage', '198.51.100', '198.51.100.7:', '198.51.100.7:99999', '198.51.100.7:80:80', '198.51.100.7%eth0', '[198.51.100.7]', '[2001:db8::1', '[2001:db8::1]:port', 'for=198.51.100.7']) {
      expect(clientAddress(arriving(BALANCER, entry), 1), entry).toBe(BALANCER);
    }
    // The outermost proxy's own entry is garbage: the one before it cannot be vouched for either.
    expect(clientAddress(arriving(BALANCER, `${READER}, unknown`), 2)).toBe(BALANCER);
    expect(clientAddress(arriving(BALANCER, `unknown, ${CDN}`), 2)).toBe(BALANCER);
  });

  it('does not read what the client wrote before the trusted entries, garbage included', () => {
    expect(clientAddress(arriving(BALANCER, `unknown, _hidden, ${READER}`), 1)).toBe(READER);
    expect(clientAddress(arriving(BALANCER, `not an address, ${READER}, ${CDN}`), 2)).toBe(READER);
  });

  it('reads entries without their spaces, and skips empty ones', () => {
    expect(clientAddress(arriving(BALANCER, `  ${SPOOFED} ,, ${READER}  ,`), 1)).toBe(READER);
    expect(clientAddress(arriving(BALANCER, `${READER},${CDN}`), 2)).toBe(READER);
  });

  it('reads X-Forwarded-For written over several header lines as one list, in order', () => {
    expect(clientAddress(arriving(BALANCER, [`${SPOOFED}, ${READER}`, CDN]), 2)).toBe(READER);
    expect(clientAddress(arriving(BALANCER, [SPOOFED, READER]), 1)).toBe(READER);
  });

  it('is an empty address, not a failure, for a socket already gone without a proxy to say', () => {
    expect(clientAddress(arriving(undefined), 0)).toBe('');
    expect(clientAddress(arriving(undefined), 1)).toBe('');
  });

  it('reads a real request’s headers: two X-Forwarded-For lines are one list, and the socket is the loopback', async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(clientAddress(req, 0), clientAddress(req, 1), clientAddress(req, 2));
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        const sent = request({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, method: 'POST', path: '/_signal/read?lang=it&post=1' }, (res) => {
          res.resume();
          res.on('end', resolve);
        });
        sent.on('error', reject);
        // The client's own line first, then the line the CDN added.
        sent.setHeader('X-Forwarded-For', [`${SPOOFED}, ${READER}`, CDN]);
        sent.end();
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen).toEqual(['127.0.0.1', CDN, READER]);
  });
});
