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

/** The demo's password (gallery-password-seed.ts) and what a guesser tries first: none may guard a public gallery. */
const GUESSED_FIRST = [
  ...['lumenretail2025', 'password', 'passw0rd', 'contrasena', 'contraseña', 'qwerty', 'azerty', '123456'],
  ...['abcdef', 'changeme', 'letmein', 'welcome', 'admin', 'secret', 'galeria', 'gallery'],
];
export const MIN_GALLERY_PASSWORD_LENGTH = 12;

export type PasswordWeakness = { kind: 'short' } | { kind: 'repetitive' } | { kind: 'guessable'; word: string };

/** What makes a password too weak (a gallery's, a back-office account's), or null: long, varied, not a first guess. */
export function passwordWeakness(password: string): PasswordWeakness | null {
  if ([...password].length < MIN_GALLERY_PASSWORD_LENGTH) return { kind: 'short' };
  if (new Set(password.toLowerCase()).size < 6) return { kind: 'repetitive' };
  const plain = password.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const word = GUESSED_FIRST.find((guess) => plain.includes(guess));
  return word ? { kind: 'guessable', word } : null;
}

/** The same, as the start-up review says it (in English, to the operator). */
export function weakPasswordReason(password: string): string | null {
  const weakness = passwordWeakness(password);
  if (!weakness) return null;
  if (weakness.kind === 'short') return `it is shorter than ${MIN_GALLERY_PASSWORD_LENGTH} characters`;
  if (weakness.kind === 'repetitive') return 'it repeats too few different characters';
  return `it contains "${weakness.word}", which guessers try first`;
}

const LOCAL_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$|\.localhost$/i;

export function isPublicSiteUrl(siteUrl: string): boolean {
  return !LOCAL_HOSTS.test(new URL(siteUrl).hostname);
}

/**
 * `demoPasswordStored`: whether the protected gallery still opens with the demo password (embedded provider).
 * `backOfficeHasAccount`: whether the back office (/admin) has an account yet.
 */
export function reviewSettings(env: Env, demoPasswordStored: boolean, backOfficeHasAccount: boolean): SettingsReview {
  const review: SettingsReview = { errors: [], warnings: [] };
  if (!isPublicSiteUrl(env.SITE_URL)) return review;
  const site = env.SITE_URL;
  if (demoPasswordStored) {
    review.errors.push(
      `the protected gallery still opens with the demo password on ${site}: set DEMO_GALLERY_PASSWORD to the studio's own`,
    );
  }
  const weakness = env.DEMO_GALLERY_PASSWORD ? weakPasswordReason(env.DEMO_GALLERY_PASSWORD) : null;
  if (weakness) {
    review.errors.push(
      `DEMO_GALLERY_PASSWORD is too weak for a public gallery (${weakness}): use ${MIN_GALLERY_PASSWORD_LENGTH}+ varied characters, not a common word`,
    );
  }
  if (!env.GALLERY_COOKIE_SECRET) {
    review.errors.push(
      'GALLERY_COOKIE_SECRET is not set: every instance must sign unlock cookies with the same secret (32+ characters)',
    );
  }
  if (!env.PAYLOAD_SECRET) {
    review.errors.push(
      'PAYLOAD_SECRET is not set: every instance must sign back-office sessions with the same secret (32+ characters)',
    );
  }
  if (!backOfficeHasAccount && !(env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
    review.errors.push(
      `the back office has no account and ADMIN_EMAIL/ADMIN_PASSWORD are not set: ${site}/admin would let the first visitor create the owner account`,
    );
  }
  const adminWeakness = env.ADMIN_PASSWORD && !backOfficeHasAccount ? weakPasswordReason(env.ADMIN_PASSWORD) : null;
  if (adminWeakness) review.errors.push(`ADMIN_PASSWORD is too weak for the owner's account (${adminWeakness})`);
  if (env.PROVIDER_API_URL && !env.REVALIDATE_SECRET) {
    review.errors.push(
      'REVALIDATE_SECRET is not set: the provider at PROVIDER_API_URL cannot refresh the cached pages',
    );
  }
  if (env.PROVIDER_API_URL && !env.STUDIO_API_TOKEN) {
    review.errors.push('STUDIO_API_TOKEN is not set: the studio cannot read its appointments from the provider');
  }
  if (!env.PROVIDER_API_URL && !env.STUDIO_API_TOKEN) {
    review.warnings.push(
      'STUDIO_API_TOKEN is not set: GET /api/appointments answers 401 to everyone, the studio included',
    );
  }
  if (!env.SMTP_URL) {
    review.warnings.push(
      `SMTP_URL is not set: no e-mail leaves this server. Confirmations, guides and the studio's notifications are only written as .eml files to ${env.MAIL_OUTBOX_DIR}`,
    );
  }
  return review;
}
