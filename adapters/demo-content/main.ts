// `npm run demo-content`: the demo content API on its own, for developing the
// site against it or pointing CONTENT_API_URL at it.
import { startDemoContentServer } from './startDemoContentServer.ts';

const DEFAULT_PORT = 3100;

const portFrom = (raw: string | undefined): number => {
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`demo-content: DEMO_PORT must be a port number, got "${raw}"`);
    process.exit(1);
  }
  return port;
};

const main = async (): Promise<void> => {
  const server = await startDemoContentServer({ port: portFrom(process.env.DEMO_PORT), host: process.env.DEMO_HOST || '127.0.0.1' });
  console.log(`demo-content: serving the content API at ${server.url} (media under ${server.origin}/demo-media)`);
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

main().catch((error: unknown) => {
  console.error(`demo-content: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
