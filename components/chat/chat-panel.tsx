'use client';

import { useLocale } from '@/lib/i18n/navigation';
import { Suspense, use, useEffect, useId, useRef } from 'react';
import { chatTexts, type ChatTexts } from './chat-texts';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { useConversation } from './use-conversation';
import { Icon } from '@/components/ui/icon';

type Props = { open: boolean; onClose: () => void };

function Conversation({ open, onClose, texts }: Props & { texts: ChatTexts }) {
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { messages, typing, send } = useConversation(texts);
  const lastBot = messages.findLast((message) => message.type === 'bot');

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  return (
    <div
      id="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      // Above the button; on a short screen the open panel may cover the top of the cookie banner (never the reverse),
      // and stays below the navigation bar.
      className="fixed right-4 bottom-[max(0.5rem,min(calc(var(--consent-banner-height,0px)+5.5rem),calc(100dvh-34rem)))] z-45 flex w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-[0_24px_60px_-20px_rgb(25_23_20/0.45)] sm:right-6 sm:bottom-[max(0.5rem,min(calc(var(--consent-banner-height,0px)+6.25rem),calc(100dvh-34rem)))] motion-safe:animate-in motion-safe:fade-in-0 motion-safe:slide-in-from-bottom-2"
    >
      <div className="flex items-center justify-between gap-3 border-b border-border bg-foreground px-4 py-3 text-background">
        <div>
          <h2 id={titleId} className="font-sans text-sm font-semibold">
            {texts.panel.title}
          </h2>
          <p className="text-xs text-background/75">{texts.panel.subtitle}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={texts.panel.close}
          className="inline-flex size-10 items-center justify-center rounded-full text-background/85 transition-colors hover:bg-background/15 hover:text-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-background"
        >
          <Icon name="x" className="size-5" />
        </button>
      </div>
      <ChatMessageList messages={messages} typing={typing} texts={texts} />
      <p aria-live="polite" className="sr-only" data-testid="chat-announcer">
        {lastBot?.text}
      </p>
      <ChatComposer ref={inputRef} texts={texts} onSend={send} />
    </div>
  );
}

function LoadedConversation(props: Props) {
  const texts = use(chatTexts(useLocale()));
  return <Conversation {...props} texts={texts} />;
}

/** The chat panel: a labelled, non-modal dialog that Esc closes; loaded on the first use of the chat button. */
export default function ChatPanel(props: Props) {
  return (
    <Suspense fallback={null}>
      <LoadedConversation {...props} />
    </Suspense>
  );
}
