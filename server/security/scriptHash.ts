// The CSP hash source of an inline script: what a browser computes over the
// element's text (UTF-8) and compares with the policy's 'sha256-…' sources.
import { createHash } from 'node:crypto';

export const scriptHashSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
