// The SSR server as `npm start` runs it (dist/server/main.js), pointed at a content API whose
// English article is the block editor's own content: Gutenberg's block fixtures and a few blocks
// as WordPress 6 renders them (tests/builders/blocksContentApi.ts). Started by playwright.config.ts
// as a web server of its own for tests/e2e/blocks.spec.ts.
import { startBlocksContentApi } from '../builders/blocksContentApi.ts';
import { BLOCKS_PORT } from './origins.ts';
import { serveBuiltOver } from './serveBuiltOver.ts';

await serveBuiltOver(startBlocksContentApi, BLOCKS_PORT);
