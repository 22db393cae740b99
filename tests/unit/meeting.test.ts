import { describe, expect, it } from 'vitest';
import { DEFAULT_MEETING, isMeetingHost, meetingLinkFor, meetingUrlProblem } from '@/lib/domain/meeting';

describe('the video call of a booking', () => {
  it('names a Jitsi room from the random bytes given, and never from fewer than 128 bits', () => {
    const bytes = new Uint8Array(16).fill(255);
    expect(meetingLinkFor(DEFAULT_MEETING, bytes)).toBe('https://meet.jit.si/LumenEstudio-_____________________w');
    expect(() => meetingLinkFor(DEFAULT_MEETING, new Uint8Array(15))).toThrow();
    expect(meetingLinkFor({ ...DEFAULT_MEETING, jitsiHost: 'Video.Example.ORG' }, bytes)).toMatch(
      /^https:\/\/video\.example\.org\//,
    );
  });

  it('gives the studio’s room as it is, or none when it is unusable', () => {
    const room = 'https://zoom.us/j/123456789?pwd=abc';
    expect(meetingLinkFor({ mode: 'fixed', fixedUrl: room, jitsiHost: 'meet.jit.si' }, new Uint8Array())).toBe(room);
    expect(
      meetingLinkFor({ mode: 'fixed', fixedUrl: 'javascript:alert(1)', jitsiHost: 'meet.jit.si' }, new Uint8Array()),
    ).toBeNull();
  });

  it('accepts only https addresses of at most 500 characters, without credentials', () => {
    expect(meetingUrlProblem('https://meet.google.com/abc-defg-hij')).toBeNull();
    expect(meetingUrlProblem('http://meet.google.com/abc')).toBe('not-https');
    expect(meetingUrlProblem('meet.google.com/abc')).toBe('not-https');
    expect(meetingUrlProblem('https://a:b@meet.google.com/abc')).toBe('not-https');
    expect(meetingUrlProblem(`https://meet.google.com/${'x'.repeat(476)}`)).toBeNull();
    expect(meetingUrlProblem(`https://meet.google.com/${'x'.repeat(477)}`)).toBe('too-long');
  });

  it('takes a host name only', () => {
    expect(isMeetingHost('meet.jit.si')).toBe(true);
    expect(isMeetingHost('https://meet.jit.si')).toBe(false);
    expect(isMeetingHost('meet.jit.si/room')).toBe(false);
    expect(isMeetingHost('localhost')).toBe(false);
  });
});
