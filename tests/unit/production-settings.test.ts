import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { isPublicSiteUrl, reviewSettings, weakPasswordReason } from '@/lib/production-settings';

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
    expect(reviewSettings(parseEnv({}), true, true)).toEqual({ errors: [], warnings: [] });
  });

  it('refuses the demo gallery password and a missing cookie secret, and warns about .eml-only mail', () => {
    const review = reviewSettings(parseEnv(publicSite), true, true);
    expect(review.errors.join('\n')).toMatch(/demo password/);
    expect(review.errors.join('\n')).toMatch(/GALLERY_COOKIE_SECRET/);
    expect(review.warnings.join('\n')).toMatch(/SMTP_URL is not set.*\.eml/);
  });

  it('refuses a public back office without its secret, or with no account and no ADMIN_EMAIL (the first visitor would become the owner)', () => {
    const base = { ...publicSite, GALLERY_COOKIE_SECRET: secret };
    expect(reviewSettings(parseEnv(base), false, true).errors.join('\n')).toMatch(/PAYLOAD_SECRET is not set/);
    const withSecret = { ...base, PAYLOAD_SECRET: secret };
    expect(reviewSettings(parseEnv(withSecret), false, true).errors).toEqual([]);
    expect(reviewSettings(parseEnv(withSecret), false, false).errors.join('\n')).toMatch(
      /no account and ADMIN_EMAIL\/ADMIN_PASSWORD are not set.*\/admin/,
    );
    const owner = { ...withSecret, ADMIN_EMAIL: 'owner@lumen.test' };
    expect(
      reviewSettings(parseEnv({ ...owner, ADMIN_PASSWORD: 'tejado-azul-Ruzafa-71' }), false, false).errors,
    ).toEqual([]);
    expect(
      reviewSettings(parseEnv({ ...owner, ADMIN_PASSWORD: 'password-12345' }), false, false).errors.join('\n'),
    ).toMatch(/ADMIN_PASSWORD is too weak/);
    // On one machine none of this applies: Payload's create-first-user screen is how the owner starts.
    expect(reviewSettings(parseEnv({}), false, false).errors).toEqual([]);
  });

  it('with an external provider, refuses a missing REVALIDATE_SECRET and STUDIO_API_TOKEN', () => {
    const review = reviewSettings(
      parseEnv({ ...publicSite, GALLERY_COOKIE_SECRET: secret, PROVIDER_API_URL: 'https://api.lumen.test' }),
      false,
      true,
    );
    expect(review.errors).toHaveLength(3);
    expect(review.errors.join('\n')).toMatch(/PAYLOAD_SECRET[\s\S]*REVALIDATE_SECRET[\s\S]*STUDIO_API_TOKEN/);
  });

  it('starts a complete public configuration without errors or warnings', () => {
    const env = parseEnv({
      ...publicSite,
      GALLERY_COOKIE_SECRET: secret,
      PAYLOAD_SECRET: secret,
      STUDIO_API_TOKEN: secret,
      REVALIDATE_SECRET: secret,
      SMTP_URL: 'smtps://user:pass@smtp.lumen.test:465',
    });
    expect(reviewSettings(env, false, true)).toEqual({ errors: [], warnings: [] });
  });

  it.each([
    ['short-1!x', /shorter than 12/],
    ['aaaaaaaaaaaaaaaa', /too few different/],
    ['lumen-retail-2025', /lumenretail2025/],
    ['MiPassword-2026!', /password/],
    ['Contraseña.Galeria.26', /contraseña/],
    ['1234567890123', /too few different|123456/],
  ])('refuses the gallery password %s at start on a public site, naming DEMO_GALLERY_PASSWORD', (password, reason) => {
    expect(weakPasswordReason(password)).toMatch(reason);
    const review = reviewSettings(
      parseEnv({ ...publicSite, GALLERY_COOKIE_SECRET: secret, DEMO_GALLERY_PASSWORD: password }),
      false,
      true,
    );
    expect(review.errors.join('\n')).toMatch(/DEMO_GALLERY_PASSWORD is too weak/);
  });

  it('accepts a long, varied gallery password, and asks nothing of one machine', () => {
    expect(weakPasswordReason('tejado-azul-Ruzafa-71')).toBeNull();
    expect(
      reviewSettings(
        parseEnv({
          ...publicSite,
          GALLERY_COOKIE_SECRET: secret,
          PAYLOAD_SECRET: secret,
          DEMO_GALLERY_PASSWORD: 'tejado-azul-Ruzafa-71',
        }),
        false,
        true,
      ).errors,
    ).toEqual([]);
    expect(reviewSettings(parseEnv({ DEMO_GALLERY_PASSWORD: 'short1!x' }), false, true).errors).toEqual([]);
  });
});
