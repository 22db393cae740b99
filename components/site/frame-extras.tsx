'use client';

import type { ComponentProps } from 'react';
import { ChatLauncher } from '@/components/chat/chat-launcher';
import { RefreshOnSave } from '@/components/preview/refresh-on-save';
import { AnalyticsScript } from '@/components/consent/analytics-script';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageSync } from './language-sync';
import { ToastHost } from './toast-host';
import type { ToastLabels } from './sonner-toaster';

/** `livePreview`: an editor's preview (components/preview/preview-bar.tsx), absent for everyone else. */
// The cookie banner comes in the same chunk (see deferred-frame.tsx).
export { CookieBanner } from '@/components/consent/cookie-banner';

type Props = { locale: Locale; chat: ComponentProps<typeof ChatLauncher>; toasts: ToastLabels; livePreview?: true };

/**
 * The frame's bottom layer, loaded after hydration (see deferred-frame.tsx); the toaster itself waits for the first
 * notice, and the live preview's refresh is fetched only in an editor's preview (so not even its loader is in the
 * scripts a visitor's page starts with).
 */
export default function FrameExtras({ locale, chat, toasts, livePreview }: Props) {
  return (
    <>
      <ChatLauncher {...chat} />
      <AnalyticsScript />
      <ToastHost {...toasts} />
      <LanguageSync locale={locale} />
      {livePreview ? <RefreshOnSave /> : null}
    </>
  );
}
