import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { isPublicSiteUrl, reviewSettings } from '@/lib/production-settings';

const secret = 'x'.repeat(32);
const publicSite = { SITE_URL: 'https://lumenestudio.es' };

describe('settings a public deployment must not start with', () => {
  it.each([
    ['http://localhost:3000', false],
    ['http://127.0.0.1:3000', false],
    ['http://[::1]:3000', false],
    ['http://studio.localhost', false],
    ['https://lumenestudio.es', true],
    ['https://lumen-git-main.vercel.app', true],
  ])('%s is public: %s', (url, expected) => expect(isPublicSiteUrl(url)).toBe(expected));

  it('with no settings at all (one machine) there is nothing to refuse', () => {
    expect(reviewSettings(parseEnv({}), true)).toEqual({ errors: [], warnings: [] });
  });

  it('refuses the demo gallery password and a missing cookie secret, and warns about .eml-only mail', () => {
    const review = reviewSettings(parseEnv(publicSite), true);
    expect(review.errors.join('\n')).toMatch(/demo password/);
    expect(review.errors.join('\n')).toMatch(/GALLERY_COOKIE_SECRET/);
    expect(review.warnings.join('\n')).toMatch(/SMTP_URL is not set.*\.eml/);
  });

  it('with an external provider, refuses a missing REVALIDATE_SECRET and STUDIO_API_TOKEN', () => {
    const review = reviewSettings(parseEnv({ ...publicSite, GALLERY_COOKIE_SECRET: secret, PROVIDER_API_URL: 'https://api.lumen.test' }), false);
    expect(review.errors).toHaveLength(2);
    expect(review.errors.join('\n')).toMatch(/REVALIDATE_SECRET[\s\S]*STUDIO_API_TOKEN/);
  });

  it('starts a complete public configuration without errors or warnings', () => {
    const env = parseEnv({
      ...publicSite,
      GALLERY_COOKIE_SECRET: secret,
      STUDIO_API_TOKEN: secret,
      REVALIDATE_SECRET: secret,
      SMTP_URL: 'smtps://user:pass@smtp.lumen.test:465',
    });
    expect(reviewSettings(env, false)).toEqual({ errors: [], warnings: [] });
  });
});
