'use client';

import type { ComponentProps } from 'react';
import { ChatLauncher } from '@/components/chat/chat-launcher';
import { AnalyticsScript } from '@/components/consent/analytics-script';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageSync } from './language-sync';
import { ToastHost } from './toast-host';

type Props = { locale: Locale; chat: ComponentProps<typeof ChatLauncher> };

/** The frame's bottom layer, loaded after hydration (see deferred-frame.tsx); the toaster itself waits for the first notice. */
export default function FrameExtras({ locale, chat }: Props) {
  return (
    <>
      <ChatLauncher {...chat} />
      <AnalyticsScript />
      <ToastHost />
      <LanguageSync locale={locale} />
    </>
  );
}
