/**
 * `npm run cluster`: the site as more than one machine runs it, on this one, in the foreground until Ctrl-C.
 * PostgreSQL (Debian's cluster, a fresh database) behind PgBouncer in transaction mode, Redis, an S3 stand-in
 * (s3rver), an SMTP sink, two `npm start` instances of the current build, each with a data folder of its own, and
 * nginx balancing them with brotli and a cache. `-- --reset` starts from an empty database and bucket (the default).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CLUSTER, CLUSTER_OWNER, CLUSTER_SECRETS, clusterOrigin, s3StandIn } from './cluster/topology';
import * as services from './cluster/services';
import { waitFor } from './wait-for';

const root = path.resolve(import.meta.dirname, '..');
const work = path.join(root, '.data/cluster');
const started: services.Service[] = [];

function stopAll(code: number): never {
  for (const service of started.reverse()) service.stop();
  process.exit(code);
}
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

const database = services.postgresDatabase(CLUSTER.database);
const db = { ...database, name: CLUSTER.database };
const pooled = `postgres://${db.role}:${db.password}@127.0.0.1:${CLUSTER.pgbouncer}/${db.name}`;
started.push(services.pgbouncer(path.join(work, 'pgbouncer'), CLUSTER.pgbouncer, db));
mkdirSync(path.join(work, 'redis'));
started.push(services.redis(CLUSTER.redis, path.join(work, 'redis')));
started.push(services.s3(CLUSTER.s3, path.join(work, 's3'), CLUSTER.bucket));
started.push(await services.smtpSink(CLUSTER.smtp, CLUSTER.mailbox));

const shared: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  SITE_URL: clusterOrigin(CLUSTER.balancer),
  DATABASE_URL: pooled,
  REDIS_URL: `redis://127.0.0.1:${CLUSTER.redis}`,
  SMTP_URL: `smtp://127.0.0.1:${CLUSTER.smtp}`,
  ...s3StandIn(CLUSTER.s3, CLUSTER.bucket),
  ADMIN_EMAIL: CLUSTER_OWNER.email,
  ADMIN_PASSWORD: CLUSTER_OWNER.password,
  ...CLUSTER_SECRETS,
  // nginx is the one hop in front: the visitor is the address it appends.
  TRUST_PROXY_HOPS: '1',
};

// The deployment step: both stores migrated over the direct address, once, before any instance takes traffic.
const migrated = spawnSync('npx', ['tsx', 'scripts/migrate.ts'], {
  cwd: root,
  env: { ...shared, DATABASE_URL: database.url, DATA_DIR: path.join(work, 'migrate') },
  stdio: 'inherit',
});
if (migrated.status !== 0) stopAll(1);

for (const [i, port] of CLUSTER.instances.entries()) {
  const env = { ...shared, DATA_DIR: path.join(work, `instance-${i + 1}`) };
  const args = ['server.mjs', '-p', String(port), '-H', '127.0.0.1'];
  started.push(services.run(`instance ${port}`, process.execPath, args, env, { restart: true }));
}
for (const port of CLUSTER.instances) {
  await waitFor(`the instance on ${port}`, async () => (await fetch(`${clusterOrigin(port)}/api/health`)).ok);
}
started.push(services.nginx(path.join(work, 'nginx'), CLUSTER.balancer, [...CLUSTER.instances]));
await waitFor('nginx', async () => (await fetch(`${clusterOrigin(CLUSTER.balancer)}/es`)).ok);

console.log(`
[cluster] ready — Ctrl-C stops everything
  site (nginx, brotli, cache)   ${clusterOrigin(CLUSTER.balancer)}
  instances                     ${CLUSTER.instances.map(clusterOrigin).join('  ')}
  PostgreSQL (direct)           ${database.url}
  PgBouncer (transaction mode)  ${pooled}
  Redis                         redis://127.0.0.1:${CLUSTER.redis}
  S3 stand-in                   ${clusterOrigin(CLUSTER.s3)} (bucket ${CLUSTER.bucket})
  SMTP sink                     smtp://127.0.0.1:${CLUSTER.smtp}, received mail at ${clusterOrigin(CLUSTER.mailbox)}
  owner                         ${CLUSTER_OWNER.email} / ${CLUSTER_OWNER.password}
`);
