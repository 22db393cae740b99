import { describe, expect, it } from 'vitest';
import { normalizeEmail } from '@/lib/domain/booking-email';

describe('One inbox, however its address is written (the booking caps count per inbox)', () => {
  it.each([
    ['ana@example.com', 'ana@example.com'],
    ['  Ana@Example.COM ', 'ana@example.com'],
    ['ana+1@example.com', 'ana@example.com'],
    ['ana+news+2@example.com', 'ana@example.com'],
    ['a.na@example.com', 'a.na@example.com'],
    ['a.n.a@gmail.com', 'ana@gmail.com'],
    ['A.N.A+booking@GMail.com', 'ana@gmail.com'],
    ['ana.lopez@googlemail.com', 'analopez@gmail.com'],
    ['+tag@example.com', '+tag@example.com'],
    ['"odd@local"@example.com', '"odd@local"@example.com'],
    ['not-an-address', 'not-an-address'],
    ['', ''],
  ])('%s is the inbox %s', (address, inbox) => {
    expect(normalizeEmail(address)).toBe(inbox);
  });
});
