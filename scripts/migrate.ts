/**
 * Brings both stores up to this commit's schema with committed migrations, never a schema push. Uses the same lock
 * as a server's first start, so running it before a deployment or beside a running server is safe.
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
console.log(
  `[migrate] back office (${cmsStore.kind}${cmsStore.kind === 'postgres' ? `, schema ${cmsStore.schema}` : ''}) is up to date, ${totalDocs} account(s) (${seconds()})`,
);
await payload.destroy();
process.exit(0);
