/** Pure functions of the environment, so each deployment rule has its own unit test. */
type Source = Record<string, string | undefined>;

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

export type SiteUrlSource = 'setting' | 'vercel' | 'build' | 'default';

/** Vercel's address for this deployment: the production domain in production, else the deployment's own URL. */
export function vercelSiteUrl(source: Source): string | undefined {
  const host = source.VERCEL_ENV === 'production' ? source.VERCEL_PROJECT_PRODUCTION_URL : source.VERCEL_URL;
  return blank(host) ? undefined : `https://${host?.trim()}`;
}

/** Tells the warnings apart: only the one-machine default is worth a loud warning. */
export function siteUrlSource(source: Source, built: string | undefined = builtSiteUrl()): SiteUrlSource {
  if (!blank(source.SITE_URL)) return 'setting';
  if (vercelSiteUrl(source)) return 'vercel';
  return built ? 'build' : 'default';
}

/**
 * Written into the server's code at build time, since prerendered pages keep that address. Undefined for a build with
 * the one-machine default, and outside a build.
 */
export function builtSiteUrl(): string | undefined {
  const built = process.env.BUILT_SITE_URL;
  return blank(built) ? undefined : built;
}

/** Prerendered pages name the build's address while mail and fresh renders would name the other. */
export function builtSiteUrlMismatch(running: string, built: string | undefined): string | null {
  if (!built || new URL(running).origin === new URL(built).origin) return null;
  return (
    `SITE_URL is ${new URL(running).origin}, but this build was made with ${new URL(built).origin}: its prerendered ` +
    'pages name the address of the build and links in e-mails the other. Build again with the SITE_URL the site is ' +
    "served under (or start without SITE_URL to use the build's)."
  );
}

const LOCAL_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1|0\.0\.0\.0)$|\.localhost$/i;

/** A Host header's name without its port: `[::1]:3000` → `[::1]`, `studio.es:443` → `studio.es`. */
function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d+$/, '');
}

export function isLocalHost(host: string): boolean {
  return LOCAL_HOSTS.test(hostName(host));
}

/**
 * A real host without SITE_URL means every canonical, sitemap entry and mail link names the one-machine default.
 * Silent for requests to this machine itself.
 */
export function defaultSiteUrlWarning(source: Source, siteUrl: string, host: string | null | undefined): string | null {
  if (siteUrlSource(source) !== 'default' || !host || isLocalHost(host)) return null;
  return (
    `SITE_URL is not set, but this site is being served as ${hostName(host)}: every canonical and hreflang address, ` +
    `Open Graph image, sitemap entry, robots.txt line and link in e-mails says ${siteUrl}. Set SITE_URL to the site's ` +
    'public address (https://…) and build again (prerendered pages keep the address they were built with).'
  );
}

/** Search engines must not index a branch or pull-request deployment. */
export function isPreviewDeployment(source: Source): boolean {
  return source.VERCEL_ENV === 'preview';
}

export const PREVIEW_ROBOTS_TAG = 'noindex, nofollow';

/** Nothing may be kept on a disk that does not outlast the process; other hosts declare it with EPHEMERAL_DISK. */
export function hasEphemeralDisk(source: Source): boolean {
  return source.VERCEL === '1' || source.EPHEMERAL_DISK === '1' || source.EPHEMERAL_DISK === 'true';
}

/** Named here rather than imported, because lib/env.ts imports this module. */
interface DiskSettings {
  DATABASE_URL: string;
  CMS_DATABASE_URL?: string | undefined;
  BLOB_READ_WRITE_TOKEN?: string | undefined;
  S3_BUCKET?: string | undefined;
  SMTP_URL?: string | undefined;
  GALLERY_COOKIE_SECRET?: string | undefined;
  PAYLOAD_SECRET?: string | undefined;
}

/**
 * Anything kept on such a disk would be lost, or refused on Vercel's read-only one, so the start refuses while any
 * remains. Each entry names the variable that moves it to a lasting store.
 */
export function ephemeralDiskProblems(settings: DiskSettings): string[] {
  const problems: string[] = [];
  const lost = 'on a disk that does not outlast this instance';
  if (settings.DATABASE_URL.startsWith('file:')) {
    problems.push(
      `DATABASE_URL is an SQLite file (${settings.DATABASE_URL}): bookings, leads, messages, rate limits and the mail outbox would be kept ${lost}. Set a postgres:// URL`,
    );
  }
  const cmsUrl = settings.CMS_DATABASE_URL;
  if (cmsUrl && !/^postgres(ql)?:\/\//.test(cmsUrl)) {
    problems.push(
      `CMS_DATABASE_URL is ${cmsUrl}: the back office's content would be kept ${lost}. Unset it (the cms schema of DATABASE_URL) or set a postgres:// URL`,
    );
  }
  if (!settings.BLOB_READ_WRITE_TOKEN && !settings.S3_BUCKET) {
    problems.push(
      `neither BLOB_READ_WRITE_TOKEN nor S3_BUCKET is set: photographs uploaded in the back office would be kept ${lost}. Connect a Vercel Blob store (it sets BLOB_READ_WRITE_TOKEN) or set S3_BUCKET`,
    );
  }
  if (!settings.SMTP_URL) {
    problems.push(
      `SMTP_URL is not set: every e-mail would be written as an .eml file ${lost} and never reach anyone. Set an smtp:// or smtps:// URL`,
    );
  }
  if (!settings.GALLERY_COOKIE_SECRET) {
    problems.push(
      `GALLERY_COOKIE_SECRET is not set: the signing secret would be generated into DATA_DIR ${lost}, voiding gallery cookies and booking links at each new instance. Set 32+ random characters`,
    );
  }
  if (!settings.PAYLOAD_SECRET) {
    problems.push(
      `PAYLOAD_SECRET is not set: back-office sessions would be signed with a secret kept ${lost}. Set 32+ random characters`,
    );
  }
  return problems;
}
