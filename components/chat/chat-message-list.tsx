'use client';

import { useEffect, useMemo, useRef } from 'react';
import { HOME_ANCHORS } from '@/lib/constants';
import {
  CHAT_MESSAGE_AREA_HEIGHT_PX,
  chatTimeFormat,
  replyLinks,
  type ChatLinkTarget,
  type ChatMessage,
} from '@/lib/domain/chat';
import { Link, useLocale } from '@/lib/i18n/navigation';
import type { Href } from '@/lib/i18n/page-paths';
import type { ChatTexts } from './chat-texts';
import { Icon } from '@/components/ui/icon';

const linkHrefs: Record<ChatLinkTarget, Href> = {
  architecture: '/arquitectura',
  corporate: '/publicidad',
  tourism: '/turismo',
  nmia: '/nm-ia',
  booking: '/consulta-gratuita',
  // The pricing plans' own buttons lead to the booking section, where a quote is asked for.
  pricing: { pathname: '/', hash: HOME_ANCHORS.cta },
};

type Props = { messages: ChatMessage[]; typing: boolean; texts: ChatTexts };

/** The message area, exactly 320 px high wherever the screen has room for it, scrolled to the newest message. */
export function ChatMessageList({ messages, typing, texts }: Props) {
  const locale = useLocale();
  const areaRef = useRef<HTMLDivElement>(null);
  // One formatter per language, not one per render (creating a DateTimeFormat costs far more than using one).
  const time = useMemo(() => chatTimeFormat(locale), [locale]);

  useEffect(() => {
    const area = areaRef.current;
    if (area) area.scrollTop = area.scrollHeight;
  }, [messages.length, typing]);

  return (
    <div
      ref={areaRef}
      // Focusable so that keyboard users can scroll back through the conversation.
      tabIndex={0}
      role="region"
      aria-label={texts.panel.conversation}
      data-testid="chat-messages"
      // 320 px on any phone held upright; on a screen too short for the panel (a phone on its side) the area gives way,
      // so that the panel stays between the site bar and the bottom of the screen.
      style={{ height: `min(${CHAT_MESSAGE_AREA_HEIGHT_PX}px, calc(100dvh - 16.5rem))` }}
      className="overflow-y-auto overscroll-contain bg-background/60 px-4 py-4 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-accent/50"
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message) => {
          const target = message.topic ? replyLinks[message.topic] : undefined;
          const mine = message.type === 'user';
          return (
            <li
              key={message.id}
              data-type={message.type}
              data-topic={message.topic}
              className={mine ? 'ml-8 self-end text-right' : 'mr-8 self-start'}
            >
              <p className="sr-only">{mine ? texts.panel.you : texts.panel.assistant}:</p>
              {/* wrap-anywhere: a long unbroken string (a pasted address) breaks inside the bubble instead of
                  widening it past the panel; it also lowers the bubble's min-content width, which the flex item
                  sizes to. */}
              <div
                className={
                  mine
                    ? 'rounded-2xl rounded-br-sm bg-foreground px-3.5 py-2.5 text-left text-sm wrap-anywhere text-background'
                    : 'rounded-2xl rounded-bl-sm border border-border bg-card px-3.5 py-2.5 text-sm wrap-anywhere'
                }
              >
                <p>{message.text}</p>
                {target ? (
                  <Link
                    href={linkHrefs[target]}
                    className="mt-2 inline-flex items-center gap-1 font-medium text-foreground underline decoration-accent decoration-2 underline-offset-4 hover:text-accent"
                  >
                    {texts.links[target]}
                    <Icon name="arrow-right" className="size-3.5" />
                  </Link>
                ) : null}
              </div>
              <time
                dateTime={message.timestamp.toISOString()}
                className="mt-1 block text-[0.7rem] text-muted-foreground"
              >
                {time.format(message.timestamp)}
              </time>
            </li>
          );
        })}
        {typing ? (
          <li className="mr-8 self-start" data-testid="chat-typing">
            <span className="sr-only">{texts.panel.typing}</span>
            <span
              aria-hidden
              className="inline-flex gap-1 rounded-2xl rounded-bl-sm border border-border bg-card px-4 py-3.5"
            >
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  className="size-1.5 rounded-full bg-muted-foreground motion-safe:animate-bounce"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </span>
          </li>
        ) : null}
      </ol>
    </div>
  );
}
