import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { DeferredCookieBanner, DeferredFrameExtras } from '@/components/site/deferred-frame';
import { FontsAfterPaint } from '@/components/site/fonts-after-paint';
import { Footer } from '@/components/site/footer';
import { HydrationMark } from '@/components/site/hydration-mark';
import { Navbar } from '@/components/site/navbar';
import { PreviewBar } from '@/components/preview/preview-bar';
import { previewingEditor } from '@/lib/provider';
import { env } from '@/lib/env';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routing } from '@/lib/i18n/routing';
import { paramsToPrerender } from '@/lib/provider/build-stores';
import { studio } from '@/lib/site';
import '../globals.css';

// Every language is prerendered, unless the build cannot reach the stores: then each page renders at its first request.
export function generateStaticParams() {
  return paramsToPrerender(routing.locales.map((locale) => ({ locale })));
}

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: studio.brand, template: `%s · ${studio.brand}` },
  applicationName: studio.brand,
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = { themeColor: '#f6f2ec', colorScheme: 'light' };

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const chat = await getTranslations({ locale, namespace: 'chat.launcher' });
  const common = await getTranslations({ locale, namespace: 'common' });
  // Only an editor's preview asks the deferred extras for the live preview's refresh; a visitor's props stay as they
  // were.
  const livePreview = (await previewingEditor()) ? { livePreview: true as const } : {};

  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <FontsAfterPaint />
      </head>
      <body className="flex min-h-dvh flex-col">
        {/* First in the document although fixed at the bottom: on a first visit the choice is the first thing a
              keyboard or screen-reader visitor meets, not something behind every link of the page. */}
        <DeferredCookieBanner locale={locale} />
        {/* Only in an editor's preview (draft mode and a back-office session); nothing at all for a visitor. */}
        <PreviewBar locale={locale} />
        <Navbar locale={locale} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer locale={locale} />
        <HydrationMark />
        <DeferredFrameExtras
          locale={locale}
          chat={{ regionLabel: chat('region'), openLabel: chat('open') }}
          toasts={{ regionLabel: common('notifications'), closeLabel: common('closeNotification') }}
          {...livePreview}
        />
      </body>
    </html>
  );
}
