import { sql } from 'kysely';
import { jsonResponse } from '@/lib/api/respond';
import { getStore } from '@/lib/provider/embedded/db/connection';
import { outboxCounts } from '@/lib/provider/embedded/mail/outbox';
import { usesExternalProvider } from '@/lib/provider';
import { isStudioAuthorized } from '@/lib/access/studio-token';

export const dynamic = 'force-dynamic';

/**
 * For load balancers and operators: 200 when the embedded provider's database answers, 503 when it does not. With
 * the studio's bearer token it also counts the mail waiting for a retry and the mail given up on.
 */
export async function GET(request: Request): Promise<Response> {
  if (usesExternalProvider()) return jsonResponse({ success: true, provider: 'external' });
  try {
    const { db, driver } = await getStore();
    await sql`select 1`.execute(db);
    const mail = isStudioAuthorized(request.headers.get('authorization')) ? { mail: await outboxCounts() } : {};
    return jsonResponse({ success: true, provider: 'embedded', database: driver, ...mail }, 200, { 'Cache-Control': 'no-store' });
  } catch (error) {
    console.error('[health] database unavailable', error);
    return jsonResponse({ success: false, provider: 'embedded', error: 'database unavailable' }, 503);
  }
}
