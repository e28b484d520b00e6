import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The lint rule that keeps the core framework-free is only worth something if it fires.
// Probe files do not exist on disk, so the type-aware rules (which need the file in
// the TypeScript project) are left out here; the rules under test need no types.
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'off',
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
});

const lint = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
};

describe('layer boundaries', () => {
  it.each([
    ["import { useState } from 'react';"],
    ["import { redirect } from 'react-router-dom';"],
    ["import express from 'express';"],
    ["import { Container } from 'inversify';"],
    ["import 'reflect-metadata';"],
    ["import { readFileSync } from 'node:fs';"],
    ["import { join } from 'path';"],
    ["import { createWordpressContent } from '../../adapters/wordpress/createWordpressContent.ts';"],
    ["import { Document } from '../../web/document/Document.tsx';"],
  ])('rejects %s in the core', async (code) => {
    expect(await lint('src/domain/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('rejects DOM globals in the core', async () => {
    expect(await lint('src/domain/probe.ts', 'export const t = document.title;')).toContain('no-restricted-globals');
  });

  it('lets the core use its own modules, fp-ts and the HTML parser', async () => {
    const code = "import { pipe } from 'fp-ts/function';\nimport { parseDocument } from 'htmlparser2';\nimport { urls } from '../domain/urls.ts';\nexport const x = [pipe, parseDocument, urls];";
    expect(await lint('src/use-cases/probe.ts', code)).toEqual([]);
  });

  it('keeps inversify in the two composition roots', async () => {
    const code = "import { Container } from 'inversify';\nexport const c = new Container();";
    expect(await lint('server/app.ts', code)).toContain('no-restricted-imports');
    expect(await lint('web/screens/probe.tsx', code)).toContain('no-restricted-imports');
    expect(await lint('server/container.ts', code)).toEqual([]);
  });

  it('keeps the renderer from importing the server', async () => {
    expect(await lint('web/screens/probe.tsx', "import { createApp } from '../../server/app.ts';\nexport const a = createApp;")).toContain('no-restricted-imports');
  });
});

describe('adapters are chosen only in the composition roots', () => {
  const GTM = "import { createGtmAnalytics } from '../../adapters/analytics/createGtmAnalytics.ts';\nexport const a = createGtmAnalytics;";

  it.each([['web/components/probe.tsx'], ['web/services/probe.ts'], ['web/entry.client.tsx'], ['web/csr/entry.csr.tsx'], ['server/app.ts'], ['server/startServer.ts'], ['server/render/probe.tsx']])(
    'rejects an adapter imported by %s',
    async (file) => {
      expect(await lint(file, GTM)).toContain('@typescript-eslint/no-restricted-imports');
    },
  );

  it('rejects an adapter re-exported outside a root', async () => {
    expect(await lint('web/services/probe.ts', "export { offAds } from '../../adapters/ads/offAds.ts';")).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('rejects an adapter fetched with a dynamic import outside a root', async () => {
    const code = "export const load = () => import('../../adapters/ads/createAdsense.ts');";
    expect(await lint('web/components/probe.tsx', code)).toContain('no-restricted-syntax');
    expect(await lint('web/document/Document.tsx', code)).toContain('no-restricted-syntax');
    expect(await lint('web/compose/hydrationServices.ts', code)).toEqual([]);
  });

  it("lets each deployment's root choose them", async () => {
    expect(await lint('server/container.ts', GTM.replaceAll('../../', '../'))).toEqual([]);
    expect(await lint('web/csr/container.ts', GTM)).toEqual([]);
    expect(await lint('web/compose/hydrationServices.ts', GTM)).toEqual([]);
  });

  it('lets the rest name an adapter contract as a type, which chooses nothing', async () => {
    expect(await lint('server/serving/probe.ts', "import type { CacheStore } from '../../adapters/cache/cacheStore.ts';\nexport type S = CacheStore;")).toEqual([]);
  });
});

describe('editorial HTML reaches the page only as SafeHtml', () => {
  const SAFE_HTML = "import type { SafeHtml } from '../../src/domain/safeHtml.ts';\n";

  it.each([
    ['a cast', 'export const h = "<p>x</p>" as SafeHtml;'],
    ['a cast through unknown', 'export const h = ("<p>x</p>" as unknown) as SafeHtml;'],
    ['an angle-bracket cast', 'export const h = <SafeHtml>"<p>x</p>";'],
    ['a cast inside a type', 'export const v = { html: "<p>x</p>" } as { html: SafeHtml };'],
    ['a cast to a list', 'export const l = ["<p>x</p>"] as SafeHtml[];'],
  ])('rejects %s to SafeHtml outside the sanitizer', async (_, code) => {
    for (const file of ['src/domain/probe.ts', 'adapters/wordpress/mapping/probe.ts', 'web/components/probe.ts', 'tests/builders/probe.ts']) {
      expect(await lint(file, SAFE_HTML + code), file).toContain('no-restricted-syntax');
    }
  });

  it('rejects SafeHtml imported under another name, which would hide its casts', async () => {
    expect(await lint('adapters/wordpress/probe.ts', "import type { SafeHtml as Html } from '../../src/domain/safeHtml.ts';\nexport const h = '' as Html;")).toContain('no-restricted-syntax');
  });

  it('lets the sanitizer and the SafeHtml module make it', async () => {
    const code = `${SAFE_HTML}export const h = (html: string): SafeHtml => html as SafeHtml;`;
    expect(await lint('adapters/wordpress/sanitizeEditorialHtml.ts', code)).toEqual([]);
    expect(await lint('src/domain/safeHtml.ts', code.replace('../../src/domain/safeHtml.ts', './content.ts'))).toEqual([]);
  });

  it.each([
    ['a JSX attribute', 'export const C = ({ h }: { h: string }) => <div dangerouslySetInnerHTML={{ __html: h }} />;'],
    ['a spread object', 'export const C = ({ h }: { h: string }) => <div {...{ dangerouslySetInnerHTML: { __html: h } }} />;'],
    ['a quoted key', "export const props = (h: string) => ({ 'dangerouslySetInnerHTML': { __html: h } });"],
  ])('rejects raw dangerouslySetInnerHTML as %s outside the helper and the document', async (_, code) => {
    for (const file of ['web/components/probe.tsx', 'web/screens/probe.tsx', 'web/document/probe.tsx', 'src/domain/probe.tsx']) {
      expect(await lint(file, code), file).toContain('no-restricted-syntax');
    }
  });

  it("lets the helper, and the document's escaped scripts and own style, set innerHTML", async () => {
    const code = 'export const C = ({ h }: { h: string }) => <script dangerouslySetInnerHTML={{ __html: h }} />;';
    expect(await lint('web/document/Document.tsx', code)).toEqual([]);
    expect(await lint('web/document/HeadTags.tsx', code)).toEqual([]);
    expect(await lint('web/components/safeHtmlProps.ts', `${SAFE_HTML}export const p = (html: SafeHtml) => ({ dangerouslySetInnerHTML: { __html: html } });`)).toEqual([]);
  });
});
