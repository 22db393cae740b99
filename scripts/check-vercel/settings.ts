import path from 'node:path';
import { s3StandIn } from '../cluster/topology';
import type { Workspace } from './workspace';

const databaseUrl = process.env.CHECK_DATABASE_URL;
if (!databaseUrl)
  throw new Error('CHECK_DATABASE_URL is not set: run `npm run check:vercel` (scripts/check-vercel.sh)');
/** The fresh PostgreSQL database scripts/check-vercel.sh made for this run. */
export const DATABASE_URL: string = databaseUrl;

export const PORT = Number(process.env.CHECK_VERCEL_PORT ?? 3231);
export const S3_PORT = PORT + 1;
export const ORIGIN = `http://127.0.0.1:${PORT}`;
export const BUCKET = 'studio-media';
export const ADMIN = { email: 'owner@lumen.test', password: 'tejado-azul-Ruzafa-71' };
export const CRON_SECRET = 'check-cron-secret-0123456789';
/** A visitor as Vercel's edge names them to the server. */
export const VISITOR = { 'x-vercel-forwarded-for': '203.0.113.7' };

/** The settings of this machine's own stores and addresses, which the deployment must not inherit. */
const OWN_SETTINGS = new RegExp(
  `^(${[
    'SITE_URL',
    'DATABASE_URL',
    'CMS_DATABASE_URL',
    'SMTP_URL',
    'BLOB_READ_WRITE_TOKEN',
    'S3_.*',
    'MEDIA_.*',
    'PROVIDER_API_URL',
    'NEXT_DIST_DIR',
    'VERCEL.*',
    'TEST_DATABASE_URL',
  ].join('|')})$`,
);

/** What Vercel gives a preview deployment, and what the README asks the studio to set. */
function vercelSettings(workspace: Workspace): Record<string, string> {
  return {
    VERCEL: '1',
    VERCEL_ENV: 'preview',
    VERCEL_URL: 'lumen-git-check-lumen-estudio.vercel.app',
    VERCEL_PROJECT_PRODUCTION_URL: 'lumenestudio.es',
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: 'check-payload-secret-0123456789abcdef',
    GALLERY_COOKIE_SECRET: 'check-gallery-secret-0123456789abcdef',
    STUDIO_API_TOKEN: 'check-studio-token-0123456789',
    REVALIDATE_SECRET: 'check-revalidate-secret-0123456789',
    CRON_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_GALLERY_PASSWORD: 'Terraza-Ruzafa-Valencia-88',
    ...s3StandIn(S3_PORT, BUCKET),
    // Where the one-machine defaults would write: none of these may appear.
    DATA_DIR: workspace.dataDir,
    MAIL_OUTBOX_DIR: path.join(workspace.dataDir, 'outbox'),
    TMPDIR: workspace.processTmp,
  };
}

/** This process's environment without any address or store of its own, with Vercel's settings on top. */
export function baseEnvironment(workspace: Workspace): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !OWN_SETTINGS.test(key)));
  return { ...inherited, ...vercelSettings(workspace), NODE_ENV: 'production' };
}
