import type { Env } from './env';

/**
 * What a public deployment must not run with. A fresh clone with no settings serves one machine and needs none of
 * this; once SITE_URL names a public address, the start refuses the demo's shortcuts instead of accepting them
 * silently (instrumentation.ts runs the review when the server starts).
 */
export interface SettingsReview {
  errors: string[];
  warnings: string[];
}

const LOCAL_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$|\.localhost$/i;

export function isPublicSiteUrl(siteUrl: string): boolean {
  return !LOCAL_HOSTS.test(new URL(siteUrl).hostname);
}

/** `demoPasswordStored`: whether the protected gallery still opens with the demo password (embedded provider). */
export function reviewSettings(env: Env, demoPasswordStored: boolean): SettingsReview {
  const review: SettingsReview = { errors: [], warnings: [] };
  if (!isPublicSiteUrl(env.SITE_URL)) return review;
  const site = env.SITE_URL;
  if (demoPasswordStored) {
    review.errors.push(`the protected gallery still opens with the demo password on ${site}: set DEMO_GALLERY_PASSWORD to the studio's own`);
  }
  if (!env.GALLERY_COOKIE_SECRET) {
    review.errors.push('GALLERY_COOKIE_SECRET is not set: every instance must sign unlock cookies with the same secret (32+ characters)');
  }
  if (env.PROVIDER_API_URL && !env.REVALIDATE_SECRET) {
    review.errors.push('REVALIDATE_SECRET is not set: the provider at PROVIDER_API_URL cannot refresh the cached pages');
  }
  if (env.PROVIDER_API_URL && !env.STUDIO_API_TOKEN) {
    review.errors.push('STUDIO_API_TOKEN is not set: the studio cannot read its appointments from the provider');
  }
  if (!env.PROVIDER_API_URL && !env.STUDIO_API_TOKEN) {
    review.warnings.push('STUDIO_API_TOKEN is not set: GET /api/appointments answers 401 to everyone, the studio included');
  }
  if (!env.SMTP_URL) {
    review.warnings.push(
      `SMTP_URL is not set: no e-mail leaves this server. Confirmations, guides and the studio's notifications are only written as .eml files to ${env.MAIL_OUTBOX_DIR}`,
    );
  }
  return review;
}
