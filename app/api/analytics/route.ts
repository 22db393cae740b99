import { env } from '@/lib/env';

// Read at request time, so the setting takes effect when the server starts, without a rebuild.
export const dynamic = 'force-dynamic';

/**
 * Where the analytics script lives, for the consent island to load it once the visitor has accepted analytics.
 * Asked only after that consent, and of this site alone, so nothing leaves for another origin before it.
 */
export function GET() {
  return Response.json({ scriptUrl: env.ANALYTICS_SCRIPT_URL ?? null }, { headers: { 'Cache-Control': 'no-store' } });
}
