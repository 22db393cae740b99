'use client';

import { reopenConsent } from '@/lib/consent-reopen';

/**
 * Withdrawing or changing consent must be as easy as giving it. A button, not a link: it opens something on this page
 * rather than going anywhere.
 */
export function CookieSettingsButton({ className, label }: { className?: string; label: string }) {
  return (
    <button type="button" className={className} onClick={reopenConsent}>
      {label}
    </button>
  );
}
