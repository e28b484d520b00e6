// Serves the CSR deployment (dist/csr) beside the embedded demo content API on one
// origin, as a static host in front of WordPress would. Used by `npm run start:csr`
// and by the browser tests.
import express from 'express';
import { join } from 'node:path';
import { createDemoContentApp } from '../adapters/demo-content/createDemoContentApp.ts';

const port = Number(process.env.CSR_PORT ?? 3001);
const dir = join(import.meta.dirname, '..', 'dist', 'csr');
const app = express();
app.disable('x-powered-by');
app.use(createDemoContentApp({ mediaBase: '' }));
app.use(express.static(dir, { index: false }));
// Every other path is a route of the single-page app.
app.get('/{*splat}', (_req, res) => res.sendFile(join(dir, 'index.html')));
app.listen(port, '127.0.0.1', () => console.log(`newsdesk (CSR): http://127.0.0.1:${port}/`));
