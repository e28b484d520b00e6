import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The lint rule that keeps the core framework-free is only worth something if it fires.
const lint = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await new ESLint().lintText(code, { filePath });
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
