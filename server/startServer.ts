// The server proper: decode the configuration, bring up the content source, listen.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { createServerContainer, resolveScreenDeps, resolveStores } from './container.ts';
import { createApp } from './app.ts';
import { createDemoContentApp, DEMO_CONTENT_PREFIXES } from '../adapters/demo-content/createDemoContentApp.ts';
import { startDemoContentServer } from '../adapters/demo-content/startDemoContentServer.ts';

const fail = (message: string): never => {
  console.error(`newsdesk: ${message}`);
  process.exit(1);
};

const readConfig = () => {
  try {
    return loadConfig(process.env);
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : String(error));
  }
};

const main = async (): Promise<void> => {
  const config = readConfig();
  // Without CONTENT_API_URL the embedded demo content answers the same contract
  // over HTTP on a loopback port, so the real WordPress adapter is what reads it;
  // the public server also mounts it for its media files.
  const demo = config.contentApiUrl === undefined ? await startDemoContentServer({ port: 0, mediaBase: '' }) : undefined;
  const contentApiUrl = config.contentApiUrl ?? demo!.url;
  const container = createServerContainer({ config, contentApiUrl });
  const stores = resolveStores(container);
  const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'client');
  const app = createApp({
    config,
    ports: resolveScreenDeps(container, config),
    clientDir,
    pageStore: stores.pages,
    contentStore: stores.content,
    ...(demo ? { mount: { prefixes: DEMO_CONTENT_PREFIXES, handler: createDemoContentApp({ mediaBase: '' }) } } : {}),
  });
  const server = createServer(app);
  server.listen(config.port, config.host, () => {
    const source = demo ? 'embedded demo content' : contentApiUrl;
    console.log(`newsdesk: listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (content: ${source}, ${config.appEnv})`);
  });
  server.on('error', (error) => fail(`cannot listen on ${config.host}:${config.port}: ${error.message}`));
  const stop = () => {
    server.close();
    void demo?.close();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
};

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
