// Boundaries are checked by a tool, not by review: arrows only point down
// (server, web → adapters → src), and the core stays framework-free.
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

const frameworks = ['react', 'react-dom', 'react-router', 'react-router-dom', 'express', 'inversify', 'reflect-metadata'];
const frameworkPatterns = frameworks.flatMap((name) => [name, `${name}/*`]);
// Exact names: as gitignore-style patterns, a built-in such as `domain` would match ../domain/.
const nodeBuiltins = builtinModules.map((name) => ({ name, message: 'src/ is the core: no Node built-ins.' }));

const layer = (what) => ({ group: [`**/${what}/**`], message: `this layer may not import ${what}/ (see ARCHITECTURE.md: arrows only point down).` });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin },
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
);
