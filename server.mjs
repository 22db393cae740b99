// `npm start`: Next's production server through its documented custom-server API, in the server of
// scripts/stamped-server.mjs (the client's address for the limits, bounds on slow clients). Next compresses and
// writes ETags; nothing here touches a response.
import { parseArgs } from 'node:util';
import next from 'next';
import { createStampedServer } from './scripts/stamped-server.mjs';

const { values } = parseArgs({
  options: { hostname: { type: 'string', short: 'H' }, port: { type: 'string', short: 'p' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;

const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createStampedServer(handle);
server.listen(port, hostname, () => {
  const shown = !hostname || hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  console.log(`▲ Ready on http://${shown}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
