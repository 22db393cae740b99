/**
 * A real route, not a proxy rewrite: Next proxies a rewrite over the network when the server binds 127.0.0.1, which
 * loops or fails behind a TLS-terminating proxy (vercel/next.js#94745).
 */
export { default, generateMetadata } from '../consulta-gratuita/page';

// Next reads segment config from this file itself, not from the re-exported page.
export const revalidate = 3600;
