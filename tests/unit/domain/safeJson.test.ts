import { describe, expect, it } from 'vitest';
import { serializeForScript } from '../../../src/domain/safeJson.ts';

describe('JSON inside a script element', () => {
  const value = { title: '</script><script>alert(1)</script>', amp: 'a & b > c', lines: 'x\u2028y\u2029z', html: '<!-- x -->', n: [1, null, true] };
  const out = serializeForScript(value);

  it('cannot close the script element or open a comment', () => {
    expect(out).not.toContain('<');
    expect(out).not.toContain('>');
    expect(out).toContain('\\u003c/script\\u003e');
  });

  it('escapes &, U+2028 and U+2029', () => {
    expect(out).not.toMatch(/[&\u2028\u2029]/);
    expect(out).toContain('a \\u0026 b \\u003e c');
    expect(out).toContain('x\\u2028y\\u2029z');
  });

  it('parses back to the same value', () => {
    expect(JSON.parse(out)).toEqual(value);
  });

  it('writes plain values as JSON does', () => {
    expect(serializeForScript({ a: 'b', n: 1 })).toBe('{"a":"b","n":1}');
    expect(serializeForScript('x')).toBe('"x"');
    expect(serializeForScript(null)).toBe('null');
  });

  it('writes null for undefined, so the script always holds valid JSON', () => {
    expect(serializeForScript(undefined)).toBe('null');
  });
});
