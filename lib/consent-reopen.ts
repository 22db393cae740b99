/** Apart from lib/consent.ts: the footer's button loads on every page and needs none of the record's reading. */
const REOPEN_EVENT = 'cookie-consent-reopen';

/** Withdrawing consent must be as easy as giving it (GDPR art. 7(3)), so the banner can always reopen. */
export function reopenConsent(): void {
  window.dispatchEvent(new Event(REOPEN_EVENT));
}

export function onConsentReopen(listener: () => void): () => void {
  window.addEventListener(REOPEN_EVENT, listener);
  return () => window.removeEventListener(REOPEN_EVENT, listener);
}
