'use client';

import { useEffect, useRef, useState } from 'react';
import { appendMessage, CHAT_REPLY_DELAY_MS, isBlankMessage, replyTopic, type ChatMessage } from '@/lib/domain/chat';
import type { ChatTexts } from './chat-texts';

/** Chat: one bot welcome message, then each non-blank visitor message is answered after 1 second. */
export function useConversation(texts: ChatTexts) {
  const [messages, setMessages] = useState<ChatMessage[]>(() =>
    appendMessage([], { type: 'bot', text: texts.welcome, timestamp: new Date() }),
  );
  const [pending, setPending] = useState(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const scheduled = timers.current;
    return () => scheduled.forEach(clearTimeout);
  }, []);

  /** Returns whether the message was taken (blank ones are ignored). */
  function send(text: string): boolean {
    if (isBlankMessage(text)) return false;
    setMessages((current) => appendMessage(current, { type: 'user', text: text.trim(), timestamp: new Date() }));
    setPending((count) => count + 1);
    const topic = replyTopic(text);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setMessages((current) =>
        appendMessage(current, { type: 'bot', text: texts.replies[topic], timestamp: new Date(), topic }),
      );
      setPending((count) => count - 1);
    }, CHAT_REPLY_DELAY_MS);
    timers.current.add(timer);
    return true;
  }

  return { messages, typing: pending > 0, send };
}
