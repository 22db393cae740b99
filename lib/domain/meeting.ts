/**
 * Where a free consultation meets: a room address the studio already has (Meet, Zoom, Teams…), or a Jitsi Meet room
 * made for each booking on a host the studio names. Pure: the caller passes the random bytes.
 */

export const MEETING_MODES = ['jitsi', 'fixed'] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];

export interface MeetingPlace {
  mode: MeetingMode;
  /** The studio's own room, for 'fixed'; empty otherwise. */
  fixedUrl: string;
  /** The Jitsi Meet host a room per booking is made on, for 'jitsi'. */
  jitsiHost: string;
}

export const DEFAULT_JITSI_HOST = 'meet.jit.si';
export const DEFAULT_MEETING: MeetingPlace = { mode: 'jitsi', fixedUrl: '', jitsiHost: DEFAULT_JITSI_HOST };

export const MEETING_LIMITS = {
  urlMax: 500,
  hostMax: 253,
  /** A room name carries at least this much randomness, so nobody finds a room by guessing. */
  roomRandomBytes: 16,
} as const;

const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** A host name as a Jitsi server has one ('meet.jit.si'): letters, digits, dots and dashes, no scheme or path. */
export function isMeetingHost(value: string): boolean {
  return HOST.test(value);
}

/** Why a typed meeting address is refused, or null when it is a usable `https:` address of at most 500 characters. */
export function meetingUrlProblem(value: string): 'too-long' | 'not-https' | null {
  if (value.length > MEETING_LIMITS.urlMax) return 'too-long';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not-https';
  }
  // No credentials in the address: it goes in every visitor's mail and calendar.
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return 'not-https';
  return null;
}

function base64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

/**
 * The meeting address of a new booking: the studio's room, or a new Jitsi room named from `random` (at least
 * MEETING_LIMITS.roomRandomBytes bytes). Null when the studio's fixed room is missing or unusable.
 */
export function meetingLinkFor(place: MeetingPlace, random: Uint8Array): string | null {
  if (place.mode === 'fixed') return place.fixedUrl && !meetingUrlProblem(place.fixedUrl) ? place.fixedUrl : null;
  if (random.length < MEETING_LIMITS.roomRandomBytes) throw new Error('a meeting room needs at least 128 random bits');
  const host = isMeetingHost(place.jitsiHost) ? place.jitsiHost.toLowerCase() : DEFAULT_JITSI_HOST;
  return `https://${host}/LumenEstudio-${base64url(random)}`;
}
