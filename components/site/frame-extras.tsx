'use client';

import type { ComponentProps } from 'react';
import { ChatLauncher } from '@/components/chat/chat-launcher';
import { RefreshOnSave } from '@/components/preview/refresh-on-save';
import { AnalyticsScript } from '@/components/consent/analytics-script';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageSync } from './language-sync';
import { ToastHost } from './toast-host';
import type { ToastLabels } from './sonner-toaster';

// Re-exported so the cookie banner shares this chunk.
export { CookieBanner } from '@/components/consent/cookie-banner';

type Props = { locale: Locale; chat: ComponentProps<typeof ChatLauncher>; toasts: ToastLabels; livePreview?: true };

/** `livePreview` is set only in an editor's preview, so no visitor's page loads the live-preview refresh. */
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
