/** A fixed room the studio has, or a Jitsi room per booking. Pure: the caller passes the random bytes. */

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

/** No scheme or path, since the room address is built from it. */
export function isMeetingHost(value: string): boolean {
  return HOST.test(value);
}

/** Only bounded `https:` addresses, since the link goes into every visitor's mail and calendar. */
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

/** Null when the studio's fixed room is missing or unusable, rather than a link that would not work. */
export function meetingLinkFor(place: MeetingPlace, random: Uint8Array): string | null {
  if (place.mode === 'fixed') return place.fixedUrl && !meetingUrlProblem(place.fixedUrl) ? place.fixedUrl : null;
  if (random.length < MEETING_LIMITS.roomRandomBytes) throw new Error('a meeting room needs at least 128 random bits');
  const host = isMeetingHost(place.jitsiHost) ? place.jitsiHost.toLowerCase() : DEFAULT_JITSI_HOST;
  return `https://${host}/LumenEstudio-${base64url(random)}`;
}
