// A loopback port nothing listens on right now, chosen by the kernel.
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

export const freePort = async (taken: readonly number[] = []): Promise<number> => {
  for (;;) {
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    // Two probes in a row may be handed the same port: the caller names the ones it holds.
    if (!taken.includes(port)) return port;
  }
};
