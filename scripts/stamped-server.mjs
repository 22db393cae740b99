// The HTTP server `npm start` runs Next's handler in (server.mjs): the client's socket address and protocol in private
// headers for the per-client limits, and time bounds on slow clients. It never reads or changes a response.
import { createServer } from 'node:http';

export const ADDRESS_HEADER = 'x-studio-client-address';
export const PROTOCOL_HEADER = 'x-studio-client-protocol';
// lib/access/client-id.ts believes the headers only where this marker is set.
export const MARKER = Symbol.for('studio.client-address');

export const LIMITS = {
  // Node waits 60 s for headers and 5 minutes for a trickled body by default.
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
  // Longer than nginx's upstream keepalive (60 s), so the proxy never reuses a socket this server is closing.
  keepAliveTimeout: 65_000,
};

/** The socket's address and protocol replace whatever a client sent under the same names. */
function stamp(req) {
  const address = req.socket.remoteAddress ?? '';
  const protocol = req.socket.encrypted ? 'https' : 'http';
  for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) {
    const name = req.rawHeaders[i].toLowerCase();
    if (name === ADDRESS_HEADER || name === PROTOCOL_HEADER) req.rawHeaders.splice(i, 2);
  }
  req.headers[ADDRESS_HEADER] = address;
  req.headers[PROTOCOL_HEADER] = protocol;
  req.rawHeaders.push(ADDRESS_HEADER, address, PROTOCOL_HEADER, protocol);
}

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} handle
 */
export function createStampedServer(handle) {
  globalThis[MARKER] = true;
  return createServer(LIMITS, (req, res) => {
    stamp(req);
    handle(req, res).catch((error) => {
      console.error('[server]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end();
    });
  });
}
