import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Built by scripts/bench-servers.ts (`buildBarePage`) with `next build bench/bare`. Its Turbopack root is this folder:
// with the repository's root as workspace root, Turbopack would compile the site's proxy.ts and instrumentation.ts into
// this app too (it looks for them at the workspace root). So the build first hard-links next, react and react-dom with
// their dependencies from the repository's node_modules into bench/bare/node_modules: the same files, the same versions.
const root = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // `npm run bench` serves this page through the site's own compression (the server preload, which compresses only
  // what is not yet encoded), so that Lighthouse counts both sides' scripts in the same encoding; `npm run load`
  // serves it as a bare app is served, with Next's compression.
  compress: process.env.BARE_NEXT_COMPRESS !== 'off',
  turbopack: { root },
  outputFileTracingRoot: root,
};

export default nextConfig;
