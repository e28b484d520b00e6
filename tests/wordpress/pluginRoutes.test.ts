import { describe, expect, it } from 'vitest';
import { API_MOUNT, CONTENT_API, type ApiCall } from '../../adapters/wordpress/wordpressPaths.ts';
import { localWordpress } from './fixtures.ts';

// The companion plugin checked against the contract's one table
// (adapters/wordpress/wordpressPaths.ts): the REST routes it registers are
// exactly the table's, every production and staging path with its method,
// nothing missing and nothing of its own besides. Which routes are the plugin's
// is asked of WordPress itself: those whose handler is code of the plugin's
// directory. WordPress core's routes (its own wp/v2 beside the contract's
// /wp/v2/get_page) and other plugins' are not, whatever their namespace.
// Purge and the settings page are no REST routes: the plugin calls Newsdesk's
// POST /_purge, and the settings are a wp-admin page. The draft preview is
// registered only once a preview secret is set.

const wordpress = localWordpress();

/** A route of the REST index (`/wp-json/`): its path under /wp-json, e.g. /wp/v6/get_post. */
const restRoute = (path: string): string => `${API_MOUNT.replace(/^\/wp-json/, '')}${path}`;

/** HEAD is GET's, whether WordPress lists it or not. */
const methodsOf = (methods: Iterable<string>): string[] => [...new Set([...methods].filter((method) => method !== 'HEAD'))].sort();

/** Each route of the table (every path is one call's: tests/adapters/wordpress/wordpressPaths.test.ts) and its call. */
const TABLE_ROUTES: ReadonlyMap<string, ApiCall> = new Map(
  (Object.keys(CONTENT_API) as ApiCall[]).flatMap((call) => {
    const { production, staging = production } = CONTENT_API[call];
    return [...new Set([production, staging])].map((path) => [restRoute(path), call] as const);
  }),
);

/** Route → methods, as the table says the plugin registers them. */
const expectedRoutes = ({ preview }: { readonly preview: boolean }): Record<string, string[]> =>
  Object.fromEntries([...TABLE_ROUTES].filter(([, call]) => preview || call !== 'preview').map(([route, call]) => [route, [CONTENT_API[call].method]]));

/**
 * Route → methods of every route a handler of the plugin's own code answers, as
 * WordPress registers them on `rest_api_init` (in a PHP process of the site's):
 * with the plugin's settings as saved, or with a preview secret or none (as a
 * filter of this process: nothing is saved).
 */
const pluginRoutes = async ({ previewSecret }: { readonly previewSecret?: boolean } = {}): Promise<Record<string, string[]>> => {
  const settings = previewSecret === undefined ? '' : `add_filter( 'pre_option_newsdesk_settings', static fn() => ${previewSecret ? "array( 'preview_secret' => str_repeat( 'p', 48 ) )" : 'array()'} );`;
  const answer = await wordpress.php(`
    ${settings}
    $plugin = wp_normalize_path( dirname( NEWSDESK_PLUGIN_FILE ) ) . '/';
    $where  = static function ( $callback ) {
      try {
        if ( $callback instanceof Closure || ( is_string( $callback ) && function_exists( $callback ) ) ) {
          return ( new ReflectionFunction( $callback ) )->getFileName();
        }
        if ( is_array( $callback ) && 2 === count( $callback ) ) {
          return ( new ReflectionMethod( $callback[0], $callback[1] ) )->getFileName();
        }
        if ( is_string( $callback ) && false !== strpos( $callback, '::' ) ) {
          return ( new ReflectionMethod( $callback ) )->getFileName();
        }
        if ( is_object( $callback ) && method_exists( $callback, '__invoke' ) ) {
          return ( new ReflectionMethod( $callback, '__invoke' ) )->getFileName();
        }
      } catch ( ReflectionException $e ) {
        return '';
      }
      return '';
    };
    $routes = array();
    foreach ( rest_get_server()->get_routes() as $route => $handlers ) {
      foreach ( $handlers as $handler ) {
        $file = wp_normalize_path( (string) $where( $handler['callback'] ?? null ) );
        if ( 0 === strpos( $file, $plugin ) ) {
          $routes[ $route ] = array_merge( $routes[ $route ] ?? array(), array_keys( $handler['methods'] ) );
        }
      }
    }
    echo wp_json_encode( (object) $routes );`);
  const routes = JSON.parse(answer) as Record<string, string[]>;
  return Object.fromEntries(Object.entries(routes).map(([route, methods]) => [route, methodsOf(methods)]));
};

interface IndexEndpoint {
  readonly methods: readonly string[];
  /** WordPress lists `[]` for a route without arguments. */
  readonly args: Readonly<Record<string, { readonly required?: boolean }>> | readonly [];
}

interface RestIndex {
  readonly namespaces: readonly string[];
  readonly routes: Readonly<Record<string, { readonly namespace: string; readonly methods: readonly string[]; readonly endpoints: readonly IndexEndpoint[] }>>;
}

describe('the companion plugin’s REST routes against the contract’s table', () => {
  it('registers every path of the table, production and staging, with its method, and no route of its own besides', async () => {
    expect(await pluginRoutes({ previewSecret: true })).toEqual(expectedRoutes({ preview: true }));
  });

  it('registers no draft endpoint without a preview secret', async () => {
    expect(await pluginRoutes({ previewSecret: false })).toEqual(expectedRoutes({ preview: false }));
  });

  it('lists them in the live REST index at /wp-json/ with the table’s methods and parameters', async () => {
    const response = await fetch(`${wordpress.origin}/wp-json/`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(60_000) });
    expect(response.status).toBe(200);
    const index = (await response.json()) as RestIndex;
    // The site as the tests run it, its settings as saved: the draft endpoint is there if a secret is set.
    const ours = new Set(Object.keys(await pluginRoutes()));
    const expected = expectedRoutes({ preview: ours.has(restRoute(CONTENT_API.preview.production)) });

    // Of the index, the plugin's routes are the table's, in the table's namespaces.
    const listed = Object.fromEntries(Object.entries(index.routes).filter(([route]) => ours.has(route)).map(([route, entry]) => [route, methodsOf(entry.methods)]));
    expect(listed).toEqual(expected);
    for (const route of Object.keys(expected)) expect(index.namespaces, route).toContain(index.routes[route]!.namespace);

    // Each call's parameters, and which of them WordPress requires, are the table's.
    const params = Object.fromEntries(
      Object.keys(expected).map((route) => {
        const args = index.routes[route]!.endpoints.flatMap((endpoint) => Object.entries(endpoint.args));
        return [route, Object.fromEntries(args.map(([name, arg]) => [name, arg.required === true ? 'required' : 'optional']))];
      }),
    );
    expect(params).toEqual(Object.fromEntries(Object.keys(expected).map((route) => [route, { ...CONTENT_API[TABLE_ROUTES.get(route)!].params }])));
  });
});
