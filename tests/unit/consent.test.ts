import { describe, expect, it } from 'vitest';
import { consentRecord, defaultConfiguration, readConsentRecord } from '@/lib/domain/consent';

const now = new Date('2026-11-23T09:00:00Z');
const policyUpdated = '2025-05-24';
const read = (raw: string | null) => readConsentRecord(raw, { now, policyUpdated });
const stored = (fields: Record<string, unknown>) =>
  JSON.stringify({
    necessary: true,
    analytics: true,
    marketing: false,
    timestamp: '2026-06-01T10:00:00.000Z',
    ...fields,
  });

describe('cookie consent: what each choice writes', () => {
  it('accept all: analytics and marketing true', () => {
    expect(consentRecord('all', now)).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      timestamp: '2026-11-23T09:00:00.000Z',
    });
  });

  it('only necessary: both false', () => {
    expect(consentRecord('necessary', now)).toMatchObject({ necessary: true, analytics: false, marketing: false });
  });

  it('save configuration: the toggle values', () => {
    expect(consentRecord({ analytics: false, marketing: true }, now)).toMatchObject({
      analytics: false,
      marketing: true,
    });
  });

  it('the configure toggles start on', () => {
    expect(defaultConfiguration).toEqual({ analytics: true, marketing: true });
  });
});

describe('reading the stored record', () => {
  it('nothing stored: unset', () => {
    expect(read(null)).toEqual({ state: 'unset' });
  });

  it('a record written under the current policy within 12 months stands', () => {
    expect(read(stored({}))).toEqual({
      state: 'valid',
      record: { necessary: true, analytics: true, marketing: false, timestamp: '2026-06-01T10:00:00.000Z' },
    });
  });

  it.each([
    ['not JSON', '{necessary'],
    ['not an object', '"yes"'],
    ['null', 'null'],
    ['necessary not true', stored({ necessary: false })],
    ['analytics not a boolean', stored({ analytics: 'true' })],
    ['no timestamp', stored({ timestamp: undefined })],
    ['a timestamp that is no date', stored({ timestamp: 'yesterday' })],
  ])('unreadable (%s): treated as unset', (_, raw) => {
    expect(read(raw).state).toBe('unreadable');
  });

  it('older than 12 months: asked again', () => {
    expect(read(stored({ timestamp: '2025-11-23T09:00:00.000Z' })).state).toBe('expired');
    expect(read(stored({ timestamp: '2025-11-23T09:00:01.000Z' })).state).toBe('valid');
  });

  it('written before the cookie policy last changed: asked again', () => {
    const reading = readConsentRecord(stored({ timestamp: '2025-05-23T23:59:59.000Z' }), {
      now: new Date('2025-07-01T00:00:00Z'),
      policyUpdated,
    });
    expect(reading.state).toBe('outdated');
    expect(
      readConsentRecord(stored({ timestamp: '2025-05-24T08:00:00.000Z' }), {
        now: new Date('2025-07-01T00:00:00Z'),
        policyUpdated,
      }).state,
    ).toBe('valid');
  });
});
