/**
 * The 'Cookie settings' links' signal to the cookie banner, apart from lib/consent.ts: the footer's button is on every
 * page's first load, and needs none of the stored record's reading (the banner's own chunk carries that).
 */
const REOPEN_EVENT = 'cookie-consent-reopen';

/** The 'Cookie settings' links: shows the banner again so the visitor can change or withdraw the choice. */
export function reopenConsent(): void {
  window.dispatchEvent(new Event(REOPEN_EVENT));
}

export function onConsentReopen(listener: () => void): () => void {
  window.addEventListener(REOPEN_EVENT, listener);
  return () => window.removeEventListener(REOPEN_EVENT, listener);
}
