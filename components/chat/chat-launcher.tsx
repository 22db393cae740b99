'use client';

import { useRef, useState, type CSSProperties } from 'react';
import { useConsentBannerHeight } from '@/components/consent/use-banner-height';
import { Icon } from '@/components/ui/icon';
import { clientOnly } from '@/components/ui/client-only';

// The panel, its texts and its rules load the first time the button is used: until then the chat costs one button.
const loadPanel = () => import('./chat-panel');
const ChatPanel = clientOnly(loadPanel);

type Props = { regionLabel: string; openLabel: string };

/** Chat widget: a round floating button at the bottom right, always above the cookie banner. */
export function ChatLauncher({ regionLabel, openLabel }: Props) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const bannerHeight = useConsentBannerHeight();

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    // The button and the panel read the banner's height from this region only, so a change restyles the chat alone.
    <aside aria-label={regionLabel} style={{ '--consent-banner-height': `${bannerHeight}px` } as CSSProperties}>
      {/* Lifted above the banner by a transform, not by `bottom`: moving a fixed element's box when the banner appears
          counted as a layout shift on every first visit. */}
      <button
        ref={buttonRef}
        type="button"
        aria-label={openLabel}
        aria-expanded={open}
        aria-controls={used ? 'chat-panel' : undefined}
        aria-haspopup="dialog"
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setUsed(true);
          if (open) close();
          else setOpen(true);
        }}
        className="chat-fab"
      >
        {open ? <Icon name="x" className="size-6" /> : <Icon name="message-circle" className="size-6" />}
      </button>
      {used ? <ChatPanel open={open} onClose={close} /> : null}
    </aside>
  );
}
