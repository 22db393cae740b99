/**
 * The free-consultation page under its localised address (lib/i18n/routing.ts). A real route rather than the
 * proxy's rewrite to /consulta-gratuita: Next proxies a middleware rewrite over the network when the server binds
 * 127.0.0.1, which loops or fails behind a TLS-terminating proxy (vercel/next.js#94745). The proxy redirects the
 * other languages' visitors to their own address before they reach this route.
 */
export { default, generateMetadata } from '../consulta-gratuita/page';

// Route segment config is read from this file itself: the same hourly regeneration as /consulta-gratuita.
export const revalidate = 3600;
