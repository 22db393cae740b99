// Run as a separate process by the migration test: opens (and so migrates) the database named by DATABASE_URL.
import { closeStore, getStore } from '@/lib/provider/embedded/db/connection';

const { db } = await getStore();
await db
  .insertInto('leads')
  .values({
    id: `lead-${process.pid}`,
    email: `p${process.pid}@example.com`,
    lang: 'es',
    stage: 1,
    type: 'general',
    source: 'process',
    consent_at: new Date().toISOString(),
    created_at: new Date().toISOString(),
  })
  .execute();
await closeStore();
