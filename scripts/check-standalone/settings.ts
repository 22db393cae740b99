import { CLUSTER_OWNER, CLUSTER_SECRETS, clusterOrigin, s3StandIn } from '../cluster/topology';

export const PORTS = { front: 3260, app: 3261, pgbouncer: 6434, s3: 4570, smtp: 2527, mailbox: 8026 };
/** The unprivileged user the server runs as, so that it can write nowhere but its TMPDIR. */
export const NOBODY = 65534;
export const FRONT = clusterOrigin(PORTS.front);
export const BUCKET = 'studio-media';

/** Vercel's variables and the project's settings, with nothing inherited from this machine but PATH. */
export function vercelEnvironment(pooledDatabaseUrl: string, writable: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    VERCEL: '1',
    VERCEL_ENV: 'production',
    VERCEL_URL: `127.0.0.1:${PORTS.front}`,
    SITE_URL: FRONT,
    DATABASE_URL: pooledDatabaseUrl,
    DATABASE_POOL_MAX: '3',
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    ...s3StandIn(PORTS.s3, BUCKET),
    ADMIN_EMAIL: CLUSTER_OWNER.email,
    ADMIN_PASSWORD: CLUSTER_OWNER.password,
    ...CLUSTER_SECRETS,
    // Low, so that two visitors can be seen counted apart.
    RATE_LIMIT_WRITES_PER_MINUTE: '3',
    TMPDIR: writable,
    HOME: writable,
  };
}
