import { z } from 'zod';

/**
 * Every setting the product reads, parsed once. Each has a default that serves a single machine, so a fresh clone
 * runs with nothing set; a bad value stops the start with a message that names the variable.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

function vercelSiteUrl(): string | undefined {
  const host = process.env.VERCEL_ENV === 'production' ? process.env.VERCEL_PROJECT_PRODUCTION_URL : process.env.VERCEL_URL;
  return host ? `https://${host}` : undefined;
}

const schema = z.object({
  SITE_URL: z.url().default(vercelSiteUrl() ?? 'http://localhost:3000'),
  PROVIDER_API_URL: optionalUrl,
  DATABASE_URL: z
    .string()
    .trim()
    .default('file:.data/studio.db')
    .refine((value) => /^(file:|postgres(ql)?:\/\/)/.test(value), 'must start with file: or postgres://'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).default('Estudio <hola@estudio.example>'),
  STUDIO_EMAIL: z.email().default('hola@estudio.example'),
  MAIL_OUTBOX_DIR: z.string().trim().min(1).default('.data/outbox'),
  MEDIA_BASE_URL: optionalUrl,
  HERO_VIDEO_URL: optionalUrl,
  REVALIDATE_SECRET: z.string().trim().min(16).optional(),
  STUDIO_API_TOKEN: z.string().trim().min(16).optional(),
  RATE_LIMIT_WRITES_PER_MINUTE: positiveInt(20),
  RATE_LIMIT_PASSWORD_ATTEMPTS: positiveInt(5),
  RATE_LIMIT_PASSWORD_WINDOW_SECONDS: positiveInt(900),
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
