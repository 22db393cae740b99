import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { normalizeLocale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { studio } from '@/lib/site';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const alt = studio.brand;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** The share card of every page of a language: the studio's mark, name and tagline. */
export default async function OpenGraphImage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = normalizeLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'common' });
  return new ImageResponse(
    (
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: '100%', height: '100%', padding: 72, background: '#191714', color: '#f6f2ec' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 64, height: 64, borderRadius: 64, border: '3px solid #e7a57f' }}>
            <div style={{ width: 26, height: 26, borderRadius: 26, background: '#e7a57f' }} />
          </div>
          <div style={{ fontSize: 40, letterSpacing: -1 }}>{studio.brand}</div>
        </div>
        <div style={{ display: 'flex', fontSize: 60, lineHeight: 1.1, maxWidth: 980, letterSpacing: -1.5 }}>{t('tagline')}</div>
        <div style={{ display: 'flex', fontSize: 24, color: '#e7a57f', textTransform: 'uppercase', letterSpacing: 6 }}>València · España</div>
      </div>
    ),
    size,
  );
}
