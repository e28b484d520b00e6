import { describe, expect, it } from 'vitest';
import { serializeForScript } from '../../../src/domain/safeJson.ts';

describe('JSON inside a script element', () => {
  const value = { title: '</script><script>alert(1)</script>', amp: 'a & b > c', lines: 'x\u2028y\u2029z' };
  const out = serializeForScript(value);

  it('cannot close the script element', () => {
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain('\\u003c/script\\u003e');
  });

  it('parses back to the same value', () => {
    expect(JSON.parse(out)).toEqual(value);
  });
});
