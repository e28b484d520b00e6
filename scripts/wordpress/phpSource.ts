// Values written into PHP source (wp-config.php, the scripts run in WordPress's
// context) as PHP literals, the way var_export writes them: never interpolated raw.

export type PhpScalar = string | number | boolean;

/** A single-quoted PHP string: only \ and ' are special there. */
export const phpString = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export const phpValue = (value: PhpScalar): string => {
  if (typeof value === 'string') return phpString(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (!Number.isFinite(value)) throw new Error(`${value} has no PHP literal`);
  return String(value);
};

/** A constant's name as define() takes it; anything else is a caller's mistake. */
export const phpConstantName = (name: string): string => {
  if (!/^[A-Z_][A-Z0-9_]*$/.test(name)) throw new Error(`${JSON.stringify(name)} is not a constant name (upper case, digits and _)`);
  return phpString(name);
};
