import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, githubAnchor, referenceProblems, repositoryOf } from './ownReferences.ts';

// A small repository of fixtures: a README at the root and two documents under docs/.
const FIXTURES: Readonly<Record<string, string>> = {
  'README.md': '# Fixture\n',
  'docs/guide.md': "# Guide\n\n## A reader's first visit\n\n## Routes\n\n## Routes\n",
  'docs/decisions/0001-one.md': '# 1. One\n',
  'src/domain/rule.ts': '',
};
const repo = repositoryOf(Object.keys(FIXTURES), (path) => FIXTURES[path]);
const reasonsOf = (file: string, text: string): string[] => referenceProblems(file, text, repo).map((problem) => problem.reason);

// The markers are spelled in pieces so that this file is no hit of a text search for them.
const sharedFolder = ['..', 'shared', 'SPEC.md'].join('/');
const designCard = ['ARCHITECTURE', 'md'].join('.');
const specSection = (n: number): string => ['spec', 'section', String(n)].join(' ');

describe('the outside-reference scanner', () => {
  it('reports a path into the folder beside the repository', () => {
    expect(reasonsOf('src/domain/rule.ts', `// read ${sharedFolder} first`)).toHaveLength(2);
    expect(reasonsOf('docs/guide.md', `See \`${sharedFolder}\`.`).length).toBeGreaterThan(0);
  });

  it('reports the design card a clone does not have, in code and in prose', () => {
    expect(reasonsOf('eslint.config.js', `// see ${designCard}: arrows point down`)).toHaveLength(1);
    expect(reasonsOf('README.md', `As ${designCard} says.`)).toHaveLength(1);
  });

  it('reports a numbered section of a specification, however it is spelled', () => {
    expect(reasonsOf('src/domain/rule.ts', `// ${specSection(3)}: views default to 0`)).toHaveLength(1);
    expect(reasonsOf('src/domain/rule.ts', `/** ${specSection(9).toUpperCase()} */`)).toHaveLength(1);
    expect(reasonsOf('src/domain/rule.ts', '// the spec (section 3) keeps titles as text')).toHaveLength(1);
    expect(reasonsOf('src/domain/rule.ts', "// the spec's fallback language")).toEqual([]);
  });

  it('reports a markdown link or a relative path that climbs out of the repository', () => {
    expect(reasonsOf('README.md', '[card](../design.md)')).toEqual(['links to ../design.md, outside the repository']);
    expect(reasonsOf('docs/guide.md', '[x](../../outside/file.md)')).toEqual(['links to ../../outside/file.md, outside the repository']);
    expect(reasonsOf('docs/guide.md', 'Read `../../notes/plan.md` first.')).toEqual(['names ../../notes/plan.md, outside the repository']);
    expect(reasonsOf('docs/guide.md', 'The [README](../README.md) and `../src/domain/rule.ts`.')).toEqual([]);
  });

  it('reports a link to a file the repository does not have', () => {
    expect(reasonsOf('README.md', '[gone](docs/gone.md)')).toEqual(['refers to docs/gone.md, which is not in the repository']);
    expect(reasonsOf('docs/guide.md', '[one](decisions/0001-one.md) and [all](decisions/)')).toEqual([]);
  });

  it('reports a link to a heading the document does not have, and accepts the ones it has', () => {
    expect(reasonsOf('README.md', '[r](docs/guide.md#route)')).toEqual(['refers to docs/guide.md#route, a heading docs/guide.md does not have']);
    expect(reasonsOf('README.md', "[r](docs/guide.md#routes), [again](docs/guide.md#routes-1), [v](docs/guide.md#a-readers-first-visit)")).toEqual([]);
    expect(reasonsOf('docs/guide.md', '[up](#guide) [nowhere](#nowhere)')).toEqual(['links to #nowhere, a heading this document does not have']);
  });

  it('holds a code comment that cites a document by its path to an existing heading', () => {
    expect(reasonsOf('src/domain/rule.ts', '// as docs/guide.md#routes says')).toEqual([]);
    expect(reasonsOf('src/domain/rule.ts', '// as docs/guide.md#paging says')).toEqual(['refers to docs/guide.md#paging, a heading docs/guide.md does not have']);
    expect(reasonsOf('src/domain/rule.ts', '// as docs/gone.md says')).toEqual(['refers to docs/gone.md, which is not in the repository']);
  });

  it('leaves external links and code blocks alone', () => {
    expect(reasonsOf('README.md', '[site](https://example.org/x.md) [mail](mailto:a@example.org)\n```\n[x](../../outside.md)\n```')).toEqual([]);
  });

  it('gives the line of each problem', () => {
    expect(referenceProblems('README.md', 'fine\n\n[gone](docs/gone.md)', repo).map((problem) => problem.line)).toEqual([3]);
  });

  it("anchors headings as GitHub does: lower case, punctuation dropped, repeats numbered", () => {
    expect(githubAnchor("A reader's first visit")).toBe('a-readers-first-visit');
    expect(githubAnchor('Consent, analytics and ads')).toBe('consent-analytics-and-ads');
    expect(githubAnchor('`PAGE_CACHE_TTL_MS` and [links](x.md)')).toBe('page_cache_ttl_ms-and-links');
    expect([...anchorsOf('# A\n## B\n## B\n```\n# not a heading\n```\n')]).toEqual(['a', 'b', 'b-1']);
  });
});

// Every file git knows of, or would add (ignored files such as node_modules and
// dist excepted), read as text; binary files (a NUL byte) are skipped.
const ROOT = join(import.meta.dirname, '..', '..');
const repositoryFiles = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '');

const textOf = (path: string): string | undefined => {
  try {
    const bytes = readFileSync(join(ROOT, path));
    return bytes.subarray(0, 8000).includes(0) ? undefined : bytes.toString('utf8');
  } catch {
    return undefined; // deleted in the work tree, not yet in git
  }
};

// This test's own fixtures are wrong on purpose.
const SELF = 'tests/repository/ownReferences.test.ts';

describe('the repository', () => {
  it('stands on its own: no file refers to a path outside it, to a missing file or to a missing heading', () => {
    const files = repositoryFiles();
    const tree = repositoryOf(files, textOf);
    const problems = files
      .filter((file) => file !== SELF)
      .flatMap((file) => {
        const text = textOf(file);
        return text === undefined ? [] : referenceProblems(file, text, tree);
      })
      .map(({ file, line, reason }) => `${file}:${line} ${reason}`);
    expect(problems).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  });
});
