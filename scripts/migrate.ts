/**
 * `npm run migrate`: brings both stores of DATABASE_URL up to this commit's schema, then exits. The bookings tables
 * (Kysely, lib/provider/embedded/db/migrations.ts) and the back office (Payload's committed migrations in
 * cms/migrations, never a schema push), with the one-time import of today's content and the first owner from
 * ADMIN_EMAIL/ADMIN_PASSWORD. Each is what a server does at its first start, under the same lock, so running it before
 * a deployment (or beside a running server) is safe; a server started afterwards finds nothing left to do.
 */
import { closeStore, getStore } from '@/lib/provider/embedded/db/connection';
import { cmsDatabase } from '@/cms/database';

const startedAt = Date.now();
const seconds = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;

const store = await getStore();
console.log(`[migrate] bookings store (${store.driver}) is up to date (${seconds()})`);
await closeStore();

const cmsStore = cmsDatabase();
const { cms } = await import('@/lib/provider/cms');
const payload = await cms();
const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true });
console.log(`[migrate] back office (${cmsStore.kind}${cmsStore.kind === 'postgres' ? `, schema ${cmsStore.schema}` : ''}) is up to date, ${totalDocs} account(s) (${seconds()})`);
await payload.destroy();
process.exit(0);
