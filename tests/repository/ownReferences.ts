// Finds the places where a file of the repository points outside it: a mention of
// the product description or the design card that lived beside the repository and
// a clone does not have, a relative link or path that climbs above the root, a link
// to a file that does not exist, or to a heading a document does not have. Pure
// functions over text, so the test can show each rule catching a bad fixture.
import { posix } from 'node:path';

export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly reason: string;
}

/** What the scanner may ask of the repository: its files, by path from the root. */
export interface RepositoryView {
  /** A file or a folder of the repository. */
  readonly exists: (path: string) => boolean;
  /** A file's text, for the headings of a linked document. */
  readonly read: (path: string) => string | undefined;
}

// Spelled in pieces so that this file is not itself a hit of a plain text search
// for them (grep), which must find nothing in the repository.
const SHARED = ['shared', ''].join('/');
const DESIGN_CARD = ['ARCHITECTURE', 'md'].join('.');

const OUTSIDE_MARKERS: readonly { readonly pattern: RegExp; readonly reason: string }[] = [
  { pattern: new RegExp(`\\.\\./${SHARED}`), reason: 'points into the folder beside the repository' },
  { pattern: new RegExp(`${SHARED}SPEC`), reason: 'cites the product description outside the repository (docs/product.md has it)' },
  { pattern: new RegExp(DESIGN_CARD.replace('.', '\\.')), reason: 'cites the design card outside the repository (docs/architecture.md has it)' },
  { pattern: /\bspec\b[\s'’s]*\(?\s*sections?\s+\d/i, reason: 'cites a numbered section of a specification a clone does not have' },
];

const isMarkdown = (file: string): boolean => file.endsWith('.md');

const FENCE = /^\s*(```|~~~)/;

/** The lines of a markdown text outside its code fences, with their numbers (from 1). */
const proseLines = (text: string): { readonly text: string; readonly line: number }[] => {
  const lines: { text: string; line: number }[] = [];
  let inFence = false;
  text.split('\n').forEach((content, index) => {
    if (FENCE.test(content)) {
      inFence = !inFence;
      return;
    }
    if (!inFence) lines.push({ text: content, line: index + 1 });
  });
  return lines;
};

/** GitHub's anchor of a heading's text: lower case, punctuation dropped, spaces as hyphens. */
export const githubAnchor = (heading: string): string =>
  heading
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');

/** Every anchor a markdown document offers: its headings (repeats numbered as GitHub does) and explicit ids. */
export const anchorsOf = (markdown: string): ReadonlySet<string> => {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (heading) {
      const base = githubAnchor(heading[1] ?? '');
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const id of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1] ?? '');
  }
  return anchors;
};

/** A path from the root, or undefined when it climbs above the root. */
const resolveFrom = (file: string, target: string): string | undefined => {
  const joined = posix.normalize(posix.join(posix.dirname(file), target));
  return joined === '..' || joined.startsWith('../') ? undefined : joined.replace(/\/$/, '');
};

/** What is wrong with a reference to `path` (from the root) and its optional anchor, if anything. */
const targetProblem = (path: string, anchor: string | undefined, repo: RepositoryView): string | undefined => {
  if (!repo.exists(path)) return `refers to ${path}, which is not in the repository`;
  if (anchor === undefined || anchor === '' || !isMarkdown(path)) return undefined;
  const text = repo.read(path) ?? '';
  return anchorsOf(text).has(anchor) ? undefined : `refers to ${path}#${anchor}, a heading ${path} does not have`;
};

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** The problems of a markdown link's target, seen from `file`. */
const linkProblem = (file: string, rawTarget: string, repo: RepositoryView): string | undefined => {
  const target = rawTarget.trim().replace(/^<|>$/g, '').split(/\s+/)[0] ?? '';
  if (target === '' || EXTERNAL.test(target) || target.startsWith('/')) return undefined;
  const [pathPart = '', anchor] = target.split('#');
  if (pathPart === '') {
    return anchor && !anchorsOf(repo.read(file) ?? '').has(anchor) ? `links to #${anchor}, a heading this document does not have` : undefined;
  }
  const path = resolveFrom(file, decodeURIComponent(pathPart));
  if (path === undefined) return `links to ${pathPart}, outside the repository`;
  return targetProblem(path, anchor, repo);
};

/** Mentions of the repository's own documents by their path from the root, as code comments write them. */
const DOC_MENTION = /(?<![\w./-])docs\/[\w./-]*?\.md(?:#[\w-]+)?/g;
/** A relative path in prose, `../like/this`. */
const CLIMBING_PATH = /(?<![\w./-])(?:\.\.\/)+[\w.-][\w./-]*/g;
const MARKDOWN_LINK = /!?\[[^\]]*\]\(([^()\s]*(?:\s+"[^"]*")?)\)/g;

/** Every reference of `text` (the content of `file`) that leads outside the repository or nowhere. */
export const referenceProblems = (file: string, text: string, repo: RepositoryView): Problem[] => {
  const problems: Problem[] = [];
  const report = (line: number, reason: string | undefined): void => {
    if (reason !== undefined) problems.push({ file, line, reason });
  };
  const lines = isMarkdown(file) ? proseLines(text) : text.split('\n').map((content, index) => ({ text: content, line: index + 1 }));
  for (const { text: content, line } of lines) {
    for (const { pattern, reason } of OUTSIDE_MARKERS) if (pattern.test(content)) report(line, reason);
    // Markdown links are resolved from their document; what is left is prose.
    const prose = isMarkdown(file) ? content.replace(MARKDOWN_LINK, '') : content;
    for (const mention of prose.matchAll(DOC_MENTION)) {
      const [path = '', anchor] = mention[0].split('#');
      report(line, targetProblem(path, anchor, repo));
    }
    if (!isMarkdown(file)) continue;
    for (const link of content.matchAll(MARKDOWN_LINK)) report(line, linkProblem(file, link[1] ?? '', repo));
    for (const path of prose.matchAll(CLIMBING_PATH)) {
      if (resolveFrom(file, path[0]) === undefined) report(line, `names ${path[0]}, outside the repository`);
    }
  }
  return problems;
};

/** A view of a list of files (paths from the root) and a reader of their text. */
export const repositoryOf = (files: readonly string[], read: (path: string) => string | undefined): RepositoryView => {
  const known = new Set<string>();
  for (const file of files) {
    let path = file;
    while (path !== '.' && path !== '') {
      known.add(path);
      path = posix.dirname(path);
    }
  }
  return { exists: (path) => known.has(path), read: (path) => (known.has(path) ? read(path) : undefined) };
};
