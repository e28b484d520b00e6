// Starts the demo content server on an ephemeral port with a fixed `now`, and
// reads JSON from it over real HTTP, as the WordPress adapter does.
import { afterAll, beforeAll } from 'vitest';
import { startDemoContentServer, type DemoContentServer } from '../../../adapters/demo-content/startDemoContentServer.ts';

export const FIXED_NOW = new Date('2025-06-15T10:30:00Z');

interface JsonResponse<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

export interface DemoServerHandle {
  readonly server: () => DemoContentServer;
  readonly getJson: <T = any>(pathAndQuery: string) => Promise<JsonResponse<T>>;
}

/** Registers beforeAll/afterAll hooks in the calling test file. */
export const useDemoServer = (): DemoServerHandle => {
  let server: DemoContentServer | undefined;
  beforeAll(async () => {
    server = await startDemoContentServer({ port: 0, now: FIXED_NOW });
  });
  afterAll(async () => {
    await server?.close();
  });
  const current = (): DemoContentServer => {
    if (!server) throw new Error('demo server not started');
    return server;
  };
  return {
    server: current,
    getJson: async (pathAndQuery) => {
      const response = await fetch(`${current().url}${pathAndQuery}`, { headers: { Accept: 'application/json' } });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
  };
};

/** The languages of the table, which the demo's tests walk: a new one is covered without a change here. */
export { LANGS } from '../../../src/domain/language.ts';

/** Every post of a language, newest first, from the three pages of the latest listing. */
export const allPostCards = async (getJson: DemoServerHandle['getJson'], lang: string): Promise<any[]> => {
  const first = await getJson(`/v6/get-paginated-latest-posts?lang=${lang}&page=1`);
  const cards = [...first.body.posts];
  for (let page = 2; page <= first.body.total_pages; page += 1) {
    cards.push(...(await getJson(`/v6/get-paginated-latest-posts?lang=${lang}&page=${page}`)).body.posts);
  }
  return cards;
};

/** The full post behind each card. */
export const allFullPosts = async (getJson: DemoServerHandle['getJson'], lang: string): Promise<any[]> => {
  const cards = await allPostCards(getJson, lang);
  return Promise.all(cards.map(async (card) => (await getJson(`/v6/get_post?lang=${lang}&slug=${card.name}`)).body[0]));
};
