import { describe, expect, it } from 'vitest';
import {
  builtSiteUrlMismatch,
  defaultSiteUrlWarning,
  ephemeralDiskProblems,
  hasEphemeralDisk,
  isLocalHost,
  isPreviewDeployment,
  siteUrlSource,
  vercelSiteUrl,
} from '@/lib/deployment';
import { parseEnv } from '@/lib/env';

const secret = 'x'.repeat(32);

describe('the public address', () => {
  it('follows the deployment on Vercel: the production domain in production, the deployment URL in a preview', () => {
    const vercel = {
      VERCEL: '1',
      VERCEL_URL: 'lumen-git-drafts-studio.vercel.app',
      VERCEL_PROJECT_PRODUCTION_URL: 'lumenestudio.es',
    };
    expect(vercelSiteUrl({ ...vercel, VERCEL_ENV: 'production' })).toBe('https://lumenestudio.es');
    expect(vercelSiteUrl({ ...vercel, VERCEL_ENV: 'preview' })).toBe('https://lumen-git-drafts-studio.vercel.app');
    expect(vercelSiteUrl({})).toBeUndefined();
    expect(siteUrlSource({ ...vercel, VERCEL_ENV: 'preview' })).toBe('vercel');
    expect(siteUrlSource({ ...vercel, SITE_URL: 'https://lumenestudio.es' })).toBe('setting');
    expect(siteUrlSource({ SITE_URL: '  ' })).toBe('default');
  });

  it.each([
    ['localhost:3000', true],
    ['127.0.0.1:3230', true],
    ['[::1]:3000', true],
    ['studio.localhost', true],
    ['lumenestudio.es', false],
    ['lumenestudio.es:443', false],
    ['203.0.113.9:3000', false],
  ])('the host %s is this machine: %s', (host, local) => expect(isLocalHost(host)).toBe(local));

  it('warns loudly when a real host name is served with SITE_URL never set, naming the address links would carry', () => {
    const warning = defaultSiteUrlWarning({}, 'http://localhost:3000', 'lumenestudio.es');
    expect(warning).toMatch(/SITE_URL is not set, but this site is being served as lumenestudio\.es/);
    expect(warning).toMatch(/canonical[\s\S]*sitemap[\s\S]*e-mails says http:\/\/localhost:3000/);
  });

  it('stays quiet on this machine, with SITE_URL set, or on Vercel, whose address the site follows', () => {
    expect(defaultSiteUrlWarning({}, 'http://localhost:3000', '127.0.0.1:3000')).toBeNull();
    expect(defaultSiteUrlWarning({}, 'http://localhost:3000', null)).toBeNull();
    expect(
      defaultSiteUrlWarning({ SITE_URL: 'https://lumenestudio.es' }, 'https://lumenestudio.es', 'lumenestudio.es'),
    ).toBeNull();
    expect(
      defaultSiteUrlWarning(
        { VERCEL_ENV: 'preview', VERCEL_URL: 'x.vercel.app' },
        'https://x.vercel.app',
        'x.vercel.app',
      ),
    ).toBeNull();
  });
});

describe("the build's address", () => {
  it('is the address a server started without SITE_URL uses, and then no warning says SITE_URL is unset', () => {
    expect(siteUrlSource({}, 'https://lumenestudio.es')).toBe('build');
    expect(siteUrlSource({ SITE_URL: 'https://other.es' }, 'https://lumenestudio.es')).toBe('setting');
    expect(siteUrlSource({}, undefined)).toBe('default');
  });

  it('warns when a server is started with another SITE_URL than its build was made with', () => {
    const warning = builtSiteUrlMismatch('http://127.0.0.1:3370', 'http://localhost:3000/');
    expect(warning).toMatch(
      /SITE_URL is http:\/\/127\.0\.0\.1:3370, but this build was made with http:\/\/localhost:3000/,
    );
    expect(builtSiteUrlMismatch('https://lumenestudio.es/', 'https://lumenestudio.es')).toBeNull();
    expect(builtSiteUrlMismatch('https://lumenestudio.es', undefined)).toBeNull();
  });
});

describe('preview deployments', () => {
  it('are the ones Vercel marks VERCEL_ENV=preview; production and a plain server are not', () => {
    expect(isPreviewDeployment({ VERCEL: '1', VERCEL_ENV: 'preview' })).toBe(true);
    expect(isPreviewDeployment({ VERCEL: '1', VERCEL_ENV: 'production' })).toBe(false);
    expect(isPreviewDeployment({})).toBe(false);
  });
});

describe('a disk that does not last', () => {
  it('is Vercel, or a host declared with EPHEMERAL_DISK=1', () => {
    expect(hasEphemeralDisk({ VERCEL: '1' })).toBe(true);
    expect(hasEphemeralDisk({ EPHEMERAL_DISK: '1' })).toBe(true);
    expect(hasEphemeralDisk({ EPHEMERAL_DISK: '0' })).toBe(false);
    expect(hasEphemeralDisk({})).toBe(false);
  });

  it('with the one-machine defaults, refuses every place data would be kept on it, naming the variable', () => {
    const problems = ephemeralDiskProblems(parseEnv({})).join('\n');
    for (const variable of [
      'DATABASE_URL is an SQLite file',
      'BLOB_READ_WRITE_TOKEN nor S3_BUCKET',
      'SMTP_URL is not set',
      'GALLERY_COOKIE_SECRET is not set',
      'PAYLOAD_SECRET is not set',
    ]) {
      expect(problems).toContain(variable);
    }
  });

  it('refuses a back office kept in an SQLite file even beside a PostgreSQL DATABASE_URL', () => {
    const settings = parseEnv({ DATABASE_URL: 'postgres://u:p@db/studio', CMS_DATABASE_URL: 'file:/tmp/cms.db' });
    expect(ephemeralDiskProblems(settings).join('\n')).toMatch(/CMS_DATABASE_URL is file:\/tmp\/cms\.db/);
  });

  it.each([
    ['Vercel Blob', { BLOB_READ_WRITE_TOKEN: 'vercel_blob_rw_0123456789' }],
    ['an S3 bucket', { S3_BUCKET: 'studio-media' }],
  ])('accepts PostgreSQL, %s, SMTP and both secrets', (_name, storage) => {
    const settings = parseEnv({
      DATABASE_URL: 'postgres://u:p@db/studio',
      SMTP_URL: 'smtps://u:p@smtp.lumen.test:465',
      GALLERY_COOKIE_SECRET: secret,
      PAYLOAD_SECRET: secret,
      ...storage,
    });
    expect(ephemeralDiskProblems(settings)).toEqual([]);
    expect(ephemeralDiskProblems({ ...settings, CMS_DATABASE_URL: 'postgres://u:p@db/cms' })).toEqual([]);
  });
});
