'use client';

import { ChatLauncher } from '@/components/chat/chat-launcher';
import { AnalyticsScript } from '@/components/consent/analytics-script';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageSync } from './language-sync';
import { Toaster } from './toaster';

type Props = { locale: Locale; chat: { regionLabel: string; openLabel: string } };

/** The frame's bottom layer, loaded after hydration (see deferred-frame.tsx). */
export default function FrameExtras({ locale, chat }: Props) {
  return (
    <>
      <ChatLauncher regionLabel={chat.regionLabel} openLabel={chat.openLabel} />
      <AnalyticsScript />
      <Toaster />
      <LanguageSync locale={locale} />
    </>
  );
}
