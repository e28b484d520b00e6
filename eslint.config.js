// Boundaries are checked by a tool, not by review: arrows only point down
// (server, web → adapters → src), and the core stays framework-free.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { builtinModules } from 'node:module';

const frameworks = ['react', 'react-dom', 'react-router', 'react-router-dom', 'express', 'inversify', 'reflect-metadata'];
const frameworkPatterns = frameworks.flatMap((name) => [name, `${name}/*`]);
// Exact names: as gitignore-style patterns, a built-in such as `domain` would match ../domain/.
const nodeBuiltins = builtinModules.map((name) => ({ name, message: 'src/ is the core: no Node built-ins.' }));

// WordPress HTML crosses into the page only as SafeHtml (src/domain/safeHtml.ts), which
// only the sanitizers make (the editorial one and the title's; and safeHtml.ts, writing
// parts of it back); React's innerHTML takes only SafeHtml, through asInnerHtml. These two
// rules keep both ends of that shut.
const castToSafeHtml = [
  'TSAsExpression > TSTypeReference.typeAnnotation[typeName.name="SafeHtml"]',
  'TSAsExpression > .typeAnnotation TSTypeReference[typeName.name="SafeHtml"]',
  'TSTypeAssertion > TSTypeReference.typeAnnotation[typeName.name="SafeHtml"]',
  'TSTypeAssertion > .typeAnnotation TSTypeReference[typeName.name="SafeHtml"]',
].map((selector) => ({ selector, message: 'Only the sanitizers (adapters/wordpress/sanitizeEditorialHtml.ts, sanitizeTitleHtml.ts) make SafeHtml: no cast to it.' }));
const renamedSafeHtml = [
  { selector: 'ImportSpecifier[imported.name="SafeHtml"][local.name!="SafeHtml"]', message: 'Import SafeHtml under its own name, so that the rule against casts to it sees them.' },
];
const rawInnerHtml = [
  'JSXAttribute[name.name="dangerouslySetInnerHTML"]',
  'Property[key.name="dangerouslySetInnerHTML"]',
  'Property[key.value="dangerouslySetInnerHTML"]',
].map((selector) => ({ selector, message: 'Markup goes into the page only as SafeHtml, through asInnerHtml (web/components/safeHtmlProps.ts).' }));

// Each deployment chooses its adapters in one module, its composition root; the rest
// of web/ and server/ receive what they need (options, SiteServicesContext). A type
// names a contract and chooses nothing, so type-only imports stay allowed.
const compositionRoots = ['server/container.ts', 'web/csr/container.ts', 'web/compose/hydrationServices.ts'];
const adaptersOnlyInRoots = `adapters are chosen only in the composition roots (${compositionRoots.join(', ')}): receive what you need from them.`;
const dynamicAdapterImport = [{ selector: 'ImportExpression[source.value=/\\badapters\\//]', message: adaptersOnlyInRoots }];

const layer = (what) => ({ group: [`**/${what}/**`], message: `this layer may not import ${what}/ (see docs/architecture.md#import-rules: arrows only point down).` });

export default tseslint.config(
  { ignores: ['dist/**', '.builds/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.local-newsroom/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { '@typescript-eslint': tseslint.plugin },
    // Type-aware guard rails: a promise nobody awaits or catches, a promise where a
    // callback's result is ignored, a switch that forgets a case of a union, and
    // type-only imports marked as such.
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Hooks called in the same order on every render, with the dependencies they read.
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins,
          patterns: [
            { group: frameworkPatterns, message: 'src/ is the framework-free core: no React, router, Express or inversify.' },
            { group: ['node:*'], message: 'src/ is the core: no Node built-ins.' },
            layer('adapters'),
            layer('web'),
            layer('server'),
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'HTMLElement', 'Element', 'DOMParser', 'process', 'Buffer', 'require'].map((name) => ({
          name,
          message: 'src/ is the core: no DOM or Node globals.',
        })),
      ],
    },
  },
  {
    files: ['adapters/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layer('web'), layer('server'), { group: ['react', 'react-dom', 'react-dom/*', 'react-router*', 'inversify'], message: 'adapters/ implement ports; React and inversify belong to the renderers and the composition roots.' }] }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/csr/container.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layer('server'), { group: ['inversify', 'node:*'], message: 'web/ is the renderer: inversify only in web/csr/container.ts, no Node built-ins.' }] }] },
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    ignores: ['server/container.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['inversify'], importNames: ['Container'], message: 'inversify bindings live in server/container.ts only.' }] }] },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    ignores: compositionRoots,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['**/adapters/**'], allowTypeImports: true, message: adaptersOnlyInRoots }] }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...castToSafeHtml, ...renamedSafeHtml, ...rawInnerHtml] },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    ignores: compositionRoots,
    rules: { 'no-restricted-syntax': ['error', ...castToSafeHtml, ...renamedSafeHtml, ...rawInnerHtml, ...dynamicAdapterImport] },
  },
  {
    // The makers of SafeHtml: the editorial sanitizer, the title's (a heading keeps far less than a body:
    // inline markup alone, its own allow-list), and safeHtml.ts writing parts of SafeHtml back.
    files: ['adapters/wordpress/sanitizeEditorialHtml.ts', 'adapters/wordpress/sanitizeTitleHtml.ts', 'src/domain/safeHtml.ts'],
    rules: { 'no-restricted-syntax': ['error', ...renamedSafeHtml, ...rawInnerHtml] },
  },
  {
    // The one door of SafeHtml into React, and the document's own scripts and style: JSON
    // escaped by serializeForScript (src/domain/safeJson.ts), a constant consent script,
    // the site's own CSS with `</style` escaped (server/render/clientAssets.ts).
    files: ['web/components/safeHtmlProps.ts', 'web/document/Document.tsx', 'web/document/HeadTags.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...castToSafeHtml, ...renamedSafeHtml, ...dynamicAdapterImport] },
  },
);
