// What a call of the contract asks of MariaDB: every SELECT it sends (captured
// with WordPress's SAVEQUERIES, the call made in-process with every cache cold,
// as a cache miss is in production) and MariaDB's own account of running it
// (ANALYZE FORMAT=JSON: the rows each table access actually read, how it read
// them, what it sorted), summed up for the scale test's assertions.
import { join } from 'node:path';
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import { runPhpSource, type LocalWordpressInfo } from '../../scripts/wordpress/wordpressClient.ts';

export interface ContractCall {
  /** The REST route, e.g. /wp/v6/get-paginated-latest-posts. */
  readonly route: string;
  readonly params: Readonly<Record<string, string | number>>;
}

interface TableRead {
  readonly table: string;
  /** MariaDB's access type: ALL is a full scan, fulltext a full-text index search. */
  readonly access: string;
  /** Rows read, over every loop. */
  readonly rows: number;
  /** The index it read, when it read one (PRIMARY, a key's name). */
  readonly key?: string;
}

interface QueryPlan {
  readonly sql: string;
  readonly reads: readonly TableRead[];
  /** Rows each filesort sorted. */
  readonly sorts: readonly number[];
}

export interface CallPlan {
  readonly status: number;
  /** What the answer holds: posts of a listing or a search, items of a list. */
  readonly answered: number;
  /** nposts of a search. */
  readonly total?: number;
  readonly queries: readonly QueryPlan[];
  /** Rows every query of the call read, added up. */
  readonly rowsRead: number;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every table access of a plan, its rows multiplied by the times it was looped over. */
const readsOf = (node: unknown): TableRead[] => {
  if (Array.isArray(node)) return node.flatMap(readsOf);
  if (!isObject(node)) return [];
  const children = Object.values(node).flatMap(readsOf);
  if (typeof node['table_name'] !== 'string') return children;
  const rows = Math.round(Number(node['r_loops'] ?? 1) * Number(node['r_rows'] ?? 0));
  const key = typeof node['key'] === 'string' ? { key: node['key'] } : {};
  return [{ table: node['table_name'], access: String(node['access_type'] ?? ''), rows, ...key }, ...children];
};

const KEYWORDS = new Set(['where', 'on', 'inner', 'left', 'right', 'join', 'order', 'group', 'limit', 'using', 'straight_join', 'force', 'use', 'ignore']);

/** The tables a query names, by the alias the plan calls them (`wp_newsdesk_posts i`: i → wp_newsdesk_posts). */
const aliasesOf = (sql: string): Map<string, string> => {
  const aliases = new Map<string, string>();
  for (const [, table, alias] of sql.matchAll(/\b(?:FROM|JOIN)\s+`?(\w+)`?(?:\s+(?:AS\s+)?(\w+))?/gi)) {
    aliases.set(table!, table!);
    if (alias && !KEYWORDS.has(alias.toLowerCase())) aliases.set(alias, table!);
  }
  return aliases;
};

/** Rows each filesort took in: the rows its input tables read. */
const sortsOf = (node: unknown): number[] => {
  if (Array.isArray(node)) return node.flatMap(sortsOf);
  if (!isObject(node)) return [];
  const own = isObject(node['filesort']) ? [readsOf(node['filesort']).reduce((sum, read) => sum + read.rows, 0)] : [];
  return [...own, ...Object.values(node).flatMap(sortsOf)];
};

const script = (info: LocalWordpressInfo, calls: readonly ContractCall[]): string => `<?php
define( 'SAVEQUERIES', true );
require ${phpString(join(info.wordpressDir, 'wp-load.php'))};
global $wpdb;
$out = array();
foreach ( json_decode( ${phpString(JSON.stringify(calls))}, true ) as $call ) {
	// Cold, as every request is without a persistent object cache.
	wp_cache_flush();
	$wpdb->queries = array();
	$request = new WP_REST_Request( 'GET', $call['route'] );
	$request->set_query_params( array_map( 'strval', $call['params'] ) );
	$answer = rest_do_request( $request );
	$sent   = wp_list_pluck( $wpdb->queries, 0 );
	$data   = $answer->get_data();
	$items  = is_array( $data ) ? ( $data['posts'] ?? $data['response'] ?? $data ) : array();
	$plans  = array();
	foreach ( $sent as $sql ) {
		if ( preg_match( '/^\\s*SELECT/i', $sql ) ) {
			$plans[] = array( 'sql' => $sql, 'plan' => json_decode( (string) $wpdb->get_var( 'ANALYZE FORMAT=JSON ' . $sql ), true ) );
		}
	}
	$out[] = array( 'status' => $answer->get_status(), 'answered' => is_array( $items ) ? count( $items ) : 0, 'total' => is_array( $data ) ? ( $data['nposts'] ?? null ) : null, 'plans' => $plans );
}
echo wp_json_encode( $out );
`;

/** Each call made cold in one PHP process, and what each of its queries read. */
export const planCalls = async (info: LocalWordpressInfo, calls: readonly ContractCall[]): Promise<CallPlan[]> => {
  const answers = JSON.parse(await runPhpSource(info, script(info, calls))) as { status: number; answered: number; total: number | null; plans: { sql: string; plan: unknown }[] }[];
  return answers.map((answer) => {
    const queries = answer.plans.map(({ sql, plan }) => {
      const aliases = aliasesOf(sql);
      return { sql: sql.replace(/\s+/g, ' ').trim(), reads: readsOf(plan).map((read) => ({ ...read, table: aliases.get(read.table) ?? read.table })), sorts: sortsOf(plan) };
    });
    return {
      status: answer.status,
      answered: answer.answered,
      ...(answer.total === null ? {} : { total: Number(answer.total) }),
      queries,
      rowsRead: queries.reduce((sum, query) => sum + query.reads.reduce((rows, read) => rows + read.rows, 0), 0),
    };
  });
};
