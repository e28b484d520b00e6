import type * as t from 'io-ts';

/** One readable line per decode error: where in the body and what was expected. */
export const describeDecodeErrors = (errors: t.Errors): string =>
  errors
    .slice(0, 3)
    .map((error) => {
      const path = error.context.map((c) => c.key).filter(Boolean).join('.') || '(body)';
      return `${path}: ${error.message ?? `expected ${error.context[error.context.length - 1]?.type.name ?? 'something else'}`}`;
    })
    .join('; ');
