/**
 * The manage page's texts the card shows, read on the server and handed to the client island as plain strings (only
 * these leave the server). Apart from the card: what a 'use client' file exports reaches the server as references.
 */
export const MANAGE_TEXT_KEYS = [
  'summary',
  'date',
  'time',
  'service',
  'name',
  'status',
  'cancel',
  'cancelling',
  'cancelNote',
  'cancelledTitle',
  'cancelled',
  'alreadyCancelled',
  'past',
  'invalid',
  'error',
  'tooMany',
  'bookAgain',
  'confirmCancel',
  'studioCancelledTitle',
  'studioCancelled',
  'studioReason',
  'meeting',
  'meetingNote',
  'meetingJoin',
  'meetingLater',
] as const;
/** The keys of booking.manage, and the missing tick's message (errors.validation.cancelConfirmRequired). */
export type ManageTexts = Record<(typeof MANAGE_TEXT_KEYS)[number] | 'confirmRequired', string>;
