/**
 * The cookie consent record: what each choice writes, and whether a stored record
 * still stands. Beyond the spec, as Spain's data-protection authority asks (AEPD cookie guide, 2023), a choice is
 * asked again after 12 months, and when the cookie policy changed after it was given.
 */
export const CONSENT_MAX_AGE_MONTHS = 12;

export type ConsentRecord = {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  /** ISO date-time of the choice. */
  timestamp: string;
};

export type ConsentChoice = 'all' | 'necessary' | { analytics: boolean; marketing: boolean };

/** The configure dialog's toggles start on. */
export const defaultConfiguration = { analytics: true, marketing: true } as const;

export function consentRecord(choice: ConsentChoice, now: Date): ConsentRecord {
  const values =
    choice === 'all'
      ? { analytics: true, marketing: true }
      : choice === 'necessary'
        ? { analytics: false, marketing: false }
        : { analytics: choice.analytics, marketing: choice.marketing };
  return { necessary: true, ...values, timestamp: now.toISOString() };
}

export type ConsentReading =
  | { state: 'valid'; record: ConsentRecord }
  | { state: 'unset' }
  | { state: 'unreadable'; reason: string }
  | { state: 'expired'; record: ConsentRecord }
  | { state: 'outdated'; record: ConsentRecord };

type ReadOptions = {
  now: Date;
  /** The cookie policy's last-updated day (YYYY-MM-DD): a choice made before it was made under an earlier version. */
  policyUpdated: string;
};

function isRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    candidate.necessary === true &&
    typeof candidate.analytics === 'boolean' &&
    typeof candidate.marketing === 'boolean' &&
    typeof candidate.timestamp === 'string' &&
    !Number.isNaN(Date.parse(candidate.timestamp))
  );
}

function monthsBefore(date: Date, months: number): Date {
  const earlier = new Date(date);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  return earlier;
}

/** Reads the stored text of `cookieConsent`; only a `valid` reading spares the visitor the banner. */
export function readConsentRecord(raw: string | null, { now, policyUpdated }: ReadOptions): ConsentReading {
  if (raw === null) return { state: 'unset' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { state: 'unreadable', reason: 'not JSON' };
  }
  if (!isRecord(parsed)) return { state: 'unreadable', reason: 'not a consent record' };
  const record: ConsentRecord = {
    necessary: true,
    analytics: parsed.analytics,
    marketing: parsed.marketing,
    timestamp: parsed.timestamp,
  };
  const given = new Date(record.timestamp);
  if (given < new Date(`${policyUpdated}T00:00:00Z`)) return { state: 'outdated', record };
  if (given <= monthsBefore(now, CONSENT_MAX_AGE_MONTHS)) return { state: 'expired', record };
  return { state: 'valid', record };
}
