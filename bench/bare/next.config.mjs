import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Built by scripts/bench-servers.ts (`buildBarePage`) with `next build bench/bare`. Its Turbopack root is this folder:
// with the repository's root as workspace root, Turbopack would compile the site's proxy.ts and instrumentation.ts into
// this app too (it looks for them at the workspace root). So the build first hard-links next, react and react-dom with
// their dependencies from the repository's node_modules into bench/bare/node_modules: the same files, the same
// versions.
const root = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  turbopack: { root },
  outputFileTracingRoot: root,
};

export default nextConfig;
