/**
 * The manage page under its localised address (lib/i18n/routing.ts): a real route, like the booking page's, because
 * Next proxies a middleware rewrite over the network when the server binds 127.0.0.1 (vercel/next.js#94745).
 */
export { default, generateMetadata } from '../../mi-reserva/[token]/page';

// Segment settings are read from each route's own file.
export const dynamic = 'force-dynamic';
