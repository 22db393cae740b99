import { createServer, request as httpRequest } from 'node:http';
import type { Service } from '../cluster/services';
import { FRONT, PORTS } from './settings';

/** Vercel's edge in one line: whatever the visitor sent, x-vercel-forwarded-for is the address it saw. */
export function vercelFront(): Service {
  const server = createServer((req, res) => {
    const headers = { ...req.headers };
    delete headers['x-vercel-forwarded-for'];
    delete headers['x-real-ip'];
    // The check stands in for visitors on other networks with a header only this front reads.
    const visitor = req.headers['x-check-visitor'];
    headers['x-vercel-forwarded-for'] = typeof visitor === 'string' ? visitor : (req.socket.remoteAddress ?? '');
    delete headers['x-check-visitor'];
    const upstream = httpRequest(
      { host: '127.0.0.1', port: PORTS.app, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.listen(PORTS.front, '127.0.0.1');
  return { name: 'front', stop: () => server.close() };
}

/** A request through the front, as a visitor's. */
export const get = (pathname: string, init?: RequestInit): Promise<Response> => fetch(`${FRONT}${pathname}`, init);

/** The first cookie an answer sets, as `name=value`, or ''. */
export const cookieOf = (answer: Response): string => (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
