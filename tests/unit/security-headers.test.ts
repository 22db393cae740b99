import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/lib/security-headers';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));

describe('the Content-Security-Policy', () => {
  const production = directives(contentSecurityPolicy({ dev: false, siteUrl: 'https://studio.example' }));

  it('refuses inline event handler attributes, plugins, framing and foreign form targets', () => {
    expect(production.get('script-src-attr')).toBe("'none'");
    expect(production.get('object-src')).toBe("'none'");
    expect(production.get('frame-ancestors')).toBe("'none'");
    expect(production.get('form-action')).toBe("'self'");
    expect(production.get('base-uri')).toBe("'self'");
  });

  it('never allows eval in production, only in development', () => {
    expect(production.get('script-src')).not.toContain('unsafe-eval');
    expect(
      directives(contentSecurityPolicy({ dev: true, siteUrl: 'http://localhost:3000' })).get('script-src'),
    ).toContain("'unsafe-eval'");
  });

  it('upgrades plain-http subresources on an https site, and only there', () => {
    expect(production.has('upgrade-insecure-requests')).toBe(true);
    expect(
      directives(contentSecurityPolicy({ dev: false, siteUrl: 'http://127.0.0.1:3000' })).has(
        'upgrade-insecure-requests',
      ),
    ).toBe(false);
  });

  it('admits the analytics origin only when it is set', () => {
    const withAnalytics = directives(
      contentSecurityPolicy({
        dev: false,
        siteUrl: 'https://studio.example',
        analyticsScriptUrl: 'https://stats.example/s.js',
      }),
    );
    expect(withAnalytics.get('script-src')).toContain('https://stats.example');
    expect(production.get('script-src')).not.toContain('stats.example');
  });
});

describe('framing for the live preview', () => {
  const site = directives(contentSecurityPolicy({ dev: false, siteUrl: 'https://studio.example' }));
  const admin = directives(contentSecurityPolicy({ dev: false, siteUrl: 'https://studio.example', context: 'admin' }));
  const preview = directives(
    contentSecurityPolicy({ dev: false, siteUrl: 'https://studio.example', context: 'preview' }),
  );

  it('lets the back office frame the site’s own pages, and nothing else', () => {
    expect(admin.get('frame-src')).toBe("'self'");
    expect(admin.get('frame-ancestors')).toBe("'none'");
  });

  it('lets a previewed page be framed by its own origin only; a visitor’s page by nobody, and it frames nothing', () => {
    expect(preview.get('frame-ancestors')).toBe("'self'");
    expect(preview.get('frame-src')).toBe("'none'");
    expect(site.get('frame-ancestors')).toBe("'none'");
    expect(site.get('frame-src')).toBe("'none'");
  });
});
