// `Expect: 100-continue`, answered right. Left to itself, Node sends
// `100 Continue` for every such request, GET included, and on a pipelined
// connection it can write it after the final head of the answer before it
// (`[final head][100 Continue][body]`: the client then reads garbage; a bare
// node:http server does the same). A GET or HEAD has no body to wait for: it is
// answered as any other, never with a 100. A POST (the purge) gets its 100 only
// when its answer is the one the connection is writing; a pipelined one is read
// without it, which HTTP allows. Other expectations get Node's 417.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** ServerResponse's flag for "the client expects a 100" (node/lib/_http_server.js sets it, _http_outgoing.js reads it). */
type ExpectingResponse = ServerResponse & { _expect_continue?: boolean };

export const answerExpectContinue = (server: Server): void => {
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    if (!hasBody) {
      // Node closes the connection after an answer whose 100 it never sent, lest the
      // client still send a body: a GET or HEAD sends none, so the connection (and the
      // requests pipelined after it) may live on.
      (res as ExpectingResponse)._expect_continue = false;
    } else if (res.socket) {
      // A response is given the socket only when the answers before it are written.
      res.writeContinue();
    }
    server.emit('request', req, res);
  });
};
