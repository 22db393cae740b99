import { STORAGE_KEYS } from '@/lib/constants';
import { consentRecord, readConsentRecord, type ConsentChoice, type ConsentRecord } from '@/lib/domain/consent';
import { studio } from '@/lib/site';

/**
 * The browser side of cookie consent: the record in local storage (key `cookieConsent`), and the signals the
 * banner, the 'Cookie settings' links and the analytics loader share. Client-side only.
 */
const CHANGE_EVENT = 'cookie-consent-change';

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.cookieConsent);
  } catch {
    // Storage disabled: no choice can be remembered, so the banner asks on every page.
    return null;
  }
}

/** The stored text, for React's external-store snapshot (a string compares by value). */
export function consentSnapshot(): string | null {
  return readStorage();
}

const logged = new Set<string>();

/** The choice that still stands, or null: an unreadable, expired or outdated record counts as unset. */
export function currentConsent(raw: string | null = readStorage()): ConsentRecord | null {
  const reading = readConsentRecord(raw, { now: new Date(), policyUpdated: studio.legalUpdated.cookies });
  if (reading.state === 'unreadable' && raw !== null && !logged.has(raw)) {
    logged.add(raw);
    console.error(`[consent] the stored cookie consent is unreadable (${reading.reason}); asking again`);
  }
  return reading.state === 'valid' ? reading.record : null;
}

function announce(name: string) {
  window.dispatchEvent(new Event(name));
}

export function saveConsent(choice: ConsentChoice): ConsentRecord {
  const record = consentRecord(choice, new Date());
  try {
    window.localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify(record));
  } catch (error) {
    console.error('[consent] could not store the cookie consent', error);
  }
  announce(CHANGE_EVENT);
  return record;
}

/** Forgets the choice: the banner shows again and nothing optional runs. */
export function clearConsent(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.cookieConsent);
  } catch {
    // nothing stored, nothing to clear
  }
  announce(CHANGE_EVENT);
}

/** Changes in this tab and in the visitor's other tabs. */
export function subscribeConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cookieConsent) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export { onConsentReopen, reopenConsent } from './consent-reopen';
