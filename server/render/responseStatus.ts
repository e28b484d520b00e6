import type { StaticHandlerContext } from 'react-router-dom';
import type { ScreenOutcome } from '../../src/use-cases/screen.ts';

/** The HTTP status of a rendered page: a failed screen is never a 200. */
export const responseStatus = (context: StaticHandlerContext): number => {
  if (context.errors) return context.statusCode >= 400 ? context.statusCode : 500;
  const outcomes = Object.values(context.loaderData) as (ScreenOutcome | undefined)[];
  if (outcomes.some((o) => o?.kind === 'unavailable')) return 503;
  if (outcomes.some((o) => o?.kind === 'forbidden')) return 403;
  if (outcomes.some((o) => o?.kind === 'not-found')) return 404;
  return context.statusCode;
};
