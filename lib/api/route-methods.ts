/**
 * The methods each /api/ route answers, named once for the proxy: a request with any other method gets a 405 in the
 * API's JSON shape and the caller's language, with `Allow` (Next's own 405 has an empty body). A test checks this table
 * against the methods the route files export (tests/unit/route-methods.test.ts), so neither can change alone.
 * A `[name]` segment stands for any one segment. HEAD is answered wherever GET is, and OPTIONS everywhere (Next's).
 */
export const API_ROUTE_METHODS = {
  '/api/analytics': ['GET'],
  '/api/appointments': ['GET', 'POST'],
  '/api/appointments/cancel': ['POST'],
  '/api/appointments/manage': ['GET'],
  '/api/appointments/reschedule': ['POST'],
  '/api/availability': ['GET'],
  '/api/consent-texts/[locale]': ['GET'],
  '/api/contact': ['POST'],
  '/api/contents': ['GET'],
  '/api/cron/mail-outbox': ['GET'],
  '/api/cron/refresh-after-restart': ['GET'],
  '/api/cron/reminders': ['GET'],
  '/api/cron/scheduled-publish': ['GET'],
  '/api/download-pdf': ['GET'],
  '/api/galleries': ['GET'],
  '/api/gallery/verify-password': ['POST'],
  '/api/health': ['GET'],
  '/api/lead-magnet': ['POST'],
  '/api/preview': ['GET'],
  '/api/preview/exit': ['GET'],
  '/api/revalidate': ['POST'],
} as const satisfies Record<string, readonly ('GET' | 'POST')[]>;

const routes = Object.entries(API_ROUTE_METHODS).map(([route, methods]) => ({
  pattern: route.split('/'),
  allowed: [...methods, ...(methods.some((method) => method === 'GET') ? ['HEAD'] : []), 'OPTIONS'],
}));

/**
 * The methods the route at `pathname` answers, or null when no route of the table is there (the catch-all's 404
 * answers those, whatever the method). At most one pass over the table's twenty entries, whatever the address.
 */
export function allowedApiMethods(pathname: string): readonly string[] | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const route = routes.find(
    ({ pattern }) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part === segments[i] || (part.startsWith('[') && segments[i] !== '')),
  );
  return route ? route.allowed : null;
}

/** The allowed methods when `method` is not one of them at an address the table knows; null when it may pass. */
export function refusedApiMethod(pathname: string, method: string): readonly string[] | null {
  const allowed = allowedApiMethods(pathname);
  return allowed && !allowed.includes(method.toUpperCase()) ? allowed : null;
}
