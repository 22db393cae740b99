import { sql } from 'kysely';
import { jsonResponse } from '@/lib/provider/api/respond';
import { getStore } from '@/lib/provider/embedded/db/connection';
import { usesExternalProvider } from '@/lib/provider';

export const dynamic = 'force-dynamic';

/** For load balancers and operators: 200 when the embedded provider's database answers, 503 when it does not. */
export async function GET(): Promise<Response> {
  if (usesExternalProvider()) return jsonResponse({ success: true, provider: 'external' });
  try {
    const { db, driver } = await getStore();
    await sql`select 1`.execute(db);
    return jsonResponse({ success: true, provider: 'embedded', database: driver });
  } catch (error) {
    console.error('[health] database unavailable', error);
    return jsonResponse({ success: false, provider: 'embedded', error: 'database unavailable' }, 503);
  }
}
