/**
 * A real route, not a proxy rewrite: Next proxies a rewrite over the network when the server binds 127.0.0.1
 * (vercel/next.js#94745).
 */
export { default, generateMetadata } from '../../mi-reserva/[token]/page';

// Next reads segment config from this file itself, not from the re-exported page.
export const dynamic = 'force-dynamic';
