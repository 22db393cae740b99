import { z } from 'zod';
import { builtSiteUrl, vercelSiteUrl } from './deployment';

/**
 * Every setting the product reads, parsed once. Each has a default that serves a single machine, so a fresh clone
 * runs with nothing set; a bad value stops the start with a message that names the variable.
 */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const optionalUrl = z.preprocess(blankToUndefined, z.string().trim().pipe(z.url()).optional());
const optionalSecret = (min: number) =>
  z.preprocess(blankToUndefined, z.string().trim().min(min, `must be at least ${min} characters`).optional());
const positiveInt = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().positive().default(fallback));
const wholeNumber = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(fallback));

const schema = z.object({
  // Unset: Vercel's address of this deployment (lib/deployment.ts), else the address the build was made for (its
  // prerendered pages name it, so links in mail name it too), else this machine's; a public host served with the
  // default is warned about loudly (proxy.ts, GET /api/health).
  SITE_URL: z.preprocess(
    blankToUndefined,
    z.url().default(vercelSiteUrl(process.env) ?? builtSiteUrl() ?? 'http://localhost:3000'),
  ),
  PROVIDER_API_URL: optionalUrl,
  // Set on more than one instance: Next's cache and the galleries' memos are shared through it (lib/cache).
  REDIS_URL: optionalUrl,
  // How long a call to the external provider may take before it counts as failed (504).
  PROVIDER_TIMEOUT_MS: positiveInt(8000),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .default('file:.data/studio.db')
      .refine((value) => /^(file:.+|postgres(ql)?:\/\/.+)/.test(value), 'must start with file: or postgres://'),
  ),
  DATABASE_POOL_MAX: positiveInt(10),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().trim().min(1).default('.data')),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((value) => /^smtps?:\/\/.+/.test(value), 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().trim().min(3).default('Lumen Estudio <hola@lumenestudio.es>')),
  STUDIO_EMAIL: z.preprocess(blankToUndefined, z.email().default('hola@lumenestudio.es')),
  MAIL_OUTBOX_DIR: z.preprocess(blankToUndefined, z.string().trim().min(1).default('.data/outbox')),
  MAIL_RETRY_INTERVAL_SECONDS: positiveInt(60),
  // How often a running server sends the reminders and the studio's agenda that are due.
  REMINDER_INTERVAL_SECONDS: positiveInt(60),
  // Attempts before a message that keeps failing is given up on (counted in GET /api/health for the studio).
  MAIL_MAX_ATTEMPTS: positiveInt(8),
  // Mails a day to one visitor address, whatever the forms say (the studio's own address is never capped).
  MAIL_PER_RECIPIENT_PER_DAY: positiveInt(5),
  // GET /api/health fails when more mail than this waits, or the oldest waiting mail is older than this.
  HEALTH_OUTBOX_MAX_WAITING: positiveInt(100),
  HEALTH_OUTBOX_MAX_AGE_MINUTES: positiveInt(30),
  // Rendered /media variants kept on disk (lib/media/variant-cache.ts); the least recently used leave past the cap.
  MEDIA_CACHE_DIR: z.preprocess(blankToUndefined, z.string().trim().min(1).optional()),
  MEDIA_CACHE_MAX_MB: positiveInt(256),
  MEDIA_BASE_URL: optionalUrl,
  HERO_VIDEO_URL: optionalUrl,
  ANALYTICS_SCRIPT_URL: optionalUrl,
  REVALIDATE_SECRET: optionalSecret(16),
  // Vercel sends it as a bearer token with each cron call (vercel.json); unset, the cron routes refuse every call.
  CRON_SECRET: optionalSecret(16),
  STUDIO_API_TOKEN: optionalSecret(16),
  GALLERY_COOKIE_SECRET: optionalSecret(32),
  DEMO_GALLERY_PASSWORD: optionalSecret(8),
  // Reverse proxies in front of the server that append to X-Forwarded-For; 0: none is trusted
  // (lib/access/client-id.ts).
  TRUST_PROXY_HOPS: wholeNumber(0),
  // Set to 1 by Vercel, whose edge writes the client address headers itself.
  VERCEL: z.preprocess(blankToUndefined, z.string().optional()).transform((value) => value === '1'),
  RATE_LIMIT_WRITES_PER_MINUTE: positiveInt(20),
  RATE_LIMIT_PASSWORD_ATTEMPTS: positiveInt(5),
  RATE_LIMIT_PASSWORD_WINDOW_SECONDS: positiveInt(900),
  // Wrong passwords for one gallery from all clients together, per window, before the gallery locks (growing locks).
  RATE_LIMIT_GALLERY_FAILURES: positiveInt(30),
  // The back office (cms/): its own store (default: cms.db in DATA_DIR, or the `cms` schema of a postgres
  // DATABASE_URL), its signing secret (default: derived from the server secret kept in DATA_DIR) and the first owner.
  CMS_DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(
        (value) => /^(file:.+|:memory:|postgres(ql)?:\/\/.+)$/.test(value),
        'must start with file: or postgres://, or be :memory:',
      )
      .optional(),
  ),
  PAYLOAD_SECRET: optionalSecret(32),
  // Where the back office keeps uploads: Vercel Blob (its token), an S3-compatible bucket, else DATA_DIR/cms-media.
  BLOB_READ_WRITE_TOKEN: z.preprocess(blankToUndefined, z.string().trim().min(10).optional()),
  S3_BUCKET: z.preprocess(blankToUndefined, z.string().trim().min(3).optional()),
  S3_REGION: z.preprocess(blankToUndefined, z.string().trim().min(2).default('auto')),
  S3_ENDPOINT: optionalUrl,
  S3_FORCE_PATH_STYLE: z
    .preprocess(blankToUndefined, z.enum(['0', '1', 'true', 'false']).default('0'))
    .transform((value) => value === '1' || value === 'true'),
  S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().trim().min(3).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().trim().min(8).optional()),
  ADMIN_EMAIL: z.preprocess(blankToUndefined, z.email().optional()),
  ADMIN_PASSWORD: optionalSecret(12),
  // Booking caps, per booker (README "Limits"): what an inbox, a client and its IPv4 /24 may hold and make an hour.
  BOOKING_MAX_PER_EMAIL: positiveInt(2),
  BOOKING_MAX_PER_CLIENT: positiveInt(3),
  BOOKING_MAX_PER_HOUR: positiveInt(6),
  BOOKING_MAX_PER_NETWORK: positiveInt(6),
  BOOKING_MAX_PER_NETWORK_HOUR: positiveInt(12),
  BOOKING_STUDIO_NOTICES_PER_CLIENT_HOUR: positiveInt(3),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment variables:\n${problems}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);
