// A small reporter for io-ts errors: where in the body, what was expected, what
// came instead. io-ts's PathReporter prints whole type names, which for these
// codecs are long and unhelpful in a log line.
import type * as t from 'io-ts';

const MAX_ERRORS = 3;
const MAX_VALUE_CHARS = 60;

const pathOf = (error: t.ValidationError): string =>
  error.context
    .map((entry) => entry.key)
    .filter((key) => key !== '')
    .join('.') || '(body)';

const shown = (value: unknown): string => {
  const text = value === undefined ? 'nothing' : JSON.stringify(value) ?? String(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
};

const describeOne = (error: t.ValidationError): string => {
  const expected = error.message ?? `expected ${error.context[error.context.length - 1]?.type.name ?? 'something else'}`;
  return `${pathOf(error)}: ${expected}, got ${shown(error.value)}`;
};

/** One readable line: the first few errors, and how many more there were. */
export const describeDecodeErrors = (errors: t.Errors): string => {
  const described = errors.slice(0, MAX_ERRORS).map(describeOne).join('; ');
  return errors.length > MAX_ERRORS ? `${described} (and ${errors.length - MAX_ERRORS} more)` : described;
};
