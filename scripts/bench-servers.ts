/**
 * What `npm run bench`, `npm run load` and scripts/bench-ab.ts share (the parts are in scripts/bench-servers/), in one
 * place to import it from.
 */
export { numberOption, option } from './cli-options';
export { REPO } from './repo-root';
export { BARE_DIR, BARE_PATH, buildBarePage } from './bench-servers/bare-page';
export { LIGHTHOUSE_FLAGS } from './bench-servers/lighthouse-flags';
export { rewriteReadmeBlock, writeJson } from './bench-servers/outputs';
export { commitNote, machineNote } from './bench-servers/run-notes';
export { portIsTaken, startServer, stopServer, waitForServer, type Server } from './bench-servers/servers';
export { headerValue, htmlSizes, kb, rawGet, type HtmlSizes } from './bench-servers/wire-sizes';
