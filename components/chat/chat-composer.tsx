'use client';

import { useId, useState, type Ref } from 'react';
import type { ChatTexts } from './chat-texts';
import { Icon } from '@/components/ui/icon';

type Props = { ref: Ref<HTMLInputElement>; texts: ChatTexts; onSend: (text: string) => boolean };

/** The input and send button; a sent message clears the input, a blank one leaves everything as it was. */
export function ChatComposer({ ref, texts, onSend }: Props) {
  const [text, setText] = useState('');
  const id = useId();
  return (
    <form
      className="flex items-center gap-2 border-t border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (onSend(text)) setText('');
      }}
    >
      <label htmlFor={id} className="sr-only">
        {texts.panel.inputLabel}
      </label>
      <input
        ref={ref}
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={texts.panel.placeholder}
        autoComplete="off"
        maxLength={500}
        className="h-11 min-w-0 flex-1 rounded-full border border-input bg-background px-4 text-sm outline-none placeholder:text-muted-foreground focus-visible:border-foreground focus-visible:ring-3 focus-visible:ring-accent/30"
      />
      <button
        type="submit"
        aria-label={texts.panel.send}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground transition-colors hover:bg-foreground hover:text-background focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <Icon name="send-horizontal" className="size-5" />
      </button>
    </form>
  );
}
