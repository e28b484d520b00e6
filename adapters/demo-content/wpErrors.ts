// WordPress REST error bodies, so the real adapter's error path reads the demo's
// failures exactly as it reads WordPress's.
import type { WireError } from './dataset/wireTypes.ts';

export interface ApiResult {
  readonly status: number;
  readonly body: unknown;
}

export const ok = (body: unknown): ApiResult => ({ status: 200, body });

export const wpError = (status: number, code: string, message: string): ApiResult => ({
  status,
  body: { code, message, data: { status } } satisfies WireError,
});

export const invalidParam = (name: string, why: string): ApiResult =>
  wpError(400, 'rest_invalid_param', `Invalid parameter(s): ${name} (${why})`);

export const missingParam = (name: string): ApiResult =>
  wpError(400, 'rest_missing_callback_param', `Missing parameter(s): ${name}`);

export const noRoute = (): ApiResult =>
  wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
