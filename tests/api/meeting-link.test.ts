import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { Payload } from 'payload';
import seededSchedule from '@/cms/seed/schedule.json';
import { STUDIO_EMAIL, resetDatabase, setTestEnvironment } from './support/environment';
import { calendarPart, textOf, type MimeMessage } from './support/mime';
import { body, getRequest, jsonRequest, slot, workingDay } from './support/requests';
import { startTestSmtp } from './support/smtp';

/*
 * Where the consultation happens: each booking keeps its own video-call address, made from the schedule (a Jitsi
 * room per booking by default, or the studio's own room), which its mails, its invitation and its manage page carry,
 * and nothing public does. And its status said honestly: pending until the studio confirms, unless the schedule
 * confirms bookings automatically. On SQLite and PostgreSQL.
 */
const smtp = await startTestSmtp();
const environment = setTestEnvironment({ SMTP_URL: smtp.url });
const appointments = await import('@/app/api/appointments/route');
const availability = await import('@/app/api/availability/route');
const manage = await import('@/app/api/appointments/manage/route');
const { flushOutbox } = await import('@/lib/provider/embedded');
const { listUpcomingAppointments } = await import('@/lib/provider/embedded/appointments');
const { closeStore, getStore } = await import('@/lib/provider/embedded/db/connection');
const { signManageToken } = await import('@/lib/provider/embedded/manage-token');

const JITSI_ROOM = /^https:\/\/meet\.jit\.si\/LumenEstudio-[\w-]{22}$/;
const STUDIO_ROOM = 'https://meet.google.com/abc-defg-hij';
let payload: Payload;

beforeAll(async () => {
  await resetDatabase();
  payload = await (await import('@/lib/provider/cms')).cms();
});

afterAll(async () => {
  const { pauseMessage, ...shared } = seededSchedule;
  await payload.updateGlobal({
    slug: 'schedule',
    locale: 'es',
    data: {
      ...shared,
      pauseMessage: pauseMessage.es,
      meeting: { mode: 'jitsi', fixedUrl: '' },
      autoConfirm: false,
    } as never,
    overrideAccess: true,
  });
  await closeStore();
  await smtp.stop();
});

async function book(email: string, day: string, time: string, lang = 'en') {
  const response = await appointments.POST(
    jsonRequest('/api/appointments', {
      name: 'Emma Clarke',
      email,
      phone: '',
      date: slot(day, time),
      service: 'free-consultation',
      message: '',
      lang,
    }),
  );
  expect(response.status).toBe(201);
  const { id } = (await body(response)) as { id: string };
  const { db } = await getStore();
  const row = await db
    .selectFrom('appointments')
    .select(['meeting_url', 'status', 'slot_start'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await flushOutbox();
  return { id, ...row };
}

function mailsTo(address: string): MimeMessage[] {
  return smtp.received.filter((mail) => mail.envelopeTo.includes(address));
}

/** The one VEVENT of a mail's invitation, read by a real iCalendar parser. */
function eventOf(mail: MimeMessage) {
  const ics = calendarPart(mail)?.body ?? '';
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return {
    location: event.getFirstPropertyValue('location'),
    url: event.getFirstPropertyValue('url'),
    description: String(event.getFirstPropertyValue('description')),
    status: event.getFirstPropertyValue('status'),
    sequence: event.getFirstPropertyValue('sequence'),
  };
}

describe(`The video call of each booking on ${environment.driver}`, () => {
  it('by default makes a Jitsi room per booking, with 128 random bits, and mails it with the invitation', async () => {
    const day = workingDay(6);
    const first = await book('first@example.co.uk', day, '10:00');
    const second = await book('second@example.co.uk', day, '10:30');
    const room = first.meeting_url ?? '';
    expect(room).toMatch(JITSI_ROOM);
    expect(second.meeting_url).toMatch(JITSI_ROOM);
    expect(second.meeting_url).not.toBe(first.meeting_url);
    // 22 base64url characters: 16 bytes.
    expect(Buffer.from(room.split('LumenEstudio-')[1] ?? '', 'base64url')).toHaveLength(16);

    const [mail] = mailsTo('first@example.co.uk');
    if (!mail) throw new Error('no confirmation');
    const text = textOf(mail);
    expect(text).toContain(room);
    expect(text).toContain('join the video call from this link');
    // Honest: nothing promises a link sent later, and the studio has still to confirm.
    expect(text).not.toContain('We will send you the video call link');
    expect(text).toContain('the studio will confirm it shortly');
    const html = mail.parts.find((part) => part.contentType.startsWith('text/html'))?.body ?? '';
    expect(html).toContain(`href="${first.meeting_url}"`);

    const event = eventOf(mail);
    expect(event.location).toBe(first.meeting_url);
    expect(event.url).toBe(first.meeting_url);
    expect(event.description).toContain(room);
    expect(event.description).toContain('/en/my-booking/');
    expect(event.status).toBe('TENTATIVE');

    // The studio's notice names the room and links the appointment in the back office.
    const notice = textOf(mailsTo(STUDIO_EMAIL).find((m) => textOf(m).includes('first@example.co.uk')) ?? mail);
    expect(notice).toContain('Estado: pendiente de confirmar.');
    expect(notice).toContain(room);
    expect(notice).toContain(`/admin/appointments/${first.id}`);
  });

  it('shows the link on the manage page to the token holder, and nowhere public', async () => {
    const day = workingDay(7);
    const booked = await book('manage@example.co.uk', day, '11:00');
    const token = signManageToken(booked.id, new Date(booked.slot_start));
    const answer = (await body(await manage.GET(getRequest(`/api/appointments/manage?token=${token}&lang=en`)))) as {
      booking: { meetingUrl?: string };
    };
    expect(answer.booking.meetingUrl).toBe(booked.meeting_url);

    const upcoming = await listUpcomingAppointments();
    expect(JSON.stringify(upcoming)).not.toContain('meet.jit.si');
    const free = await availability.GET(getRequest(`/api/availability?from=${day}&to=${day}`));
    expect(JSON.stringify(await body(free))).not.toContain('meet.jit.si');
  });

  it('uses the studio’s own room, and confirms at once when the schedule says so', async () => {
    await payload.updateGlobal({
      slug: 'schedule',
      data: { meeting: { mode: 'fixed', fixedUrl: STUDIO_ROOM }, autoConfirm: true } as never,
      overrideAccess: true,
    });
    const day = workingDay(8);
    const booked = await book('fixed@example.it', day, '12:00', 'it');
    expect(booked.meeting_url).toBe(STUDIO_ROOM);
    expect(booked.status).toBe('confirmed');
    const [mail] = mailsTo('fixed@example.it');
    if (!mail) throw new Error('no confirmation');
    expect(textOf(mail)).toContain('L’appuntamento è confermato');
    expect(textOf(mail)).toContain(STUDIO_ROOM);
    const event = eventOf(mail);
    expect(event.status).toBe('CONFIRMED');
    expect(event.location).toBe(STUDIO_ROOM);
    // The home page's list shows it confirmed (green).
    expect((await listUpcomingAppointments()).find((item) => item.date === booked.slot_start)?.status).toBe(
      'confirmed',
    );
    await payload.updateGlobal({
      slug: 'schedule',
      data: { meeting: { mode: 'jitsi', fixedUrl: '' }, autoConfirm: false } as never,
      overrideAccess: true,
    });
    expect((await book('back@example.it', day, '12:30', 'it')).status).toBe('pending');
  });

  it('refuses a studio room that is not a full https address of at most 500 characters, and a host with a path', async () => {
    const refused = async (meeting: Record<string, unknown>) => {
      try {
        await payload.updateGlobal({ slug: 'schedule', data: { meeting } as never, overrideAccess: true });
        return false;
      } catch {
        return true;
      }
    };
    expect(await refused({ mode: 'fixed', fixedUrl: 'http://meet.example.com/room' })).toBe(true);
    expect(await refused({ mode: 'fixed', fixedUrl: `https://meet.example.com/${'a'.repeat(480)}` })).toBe(true);
    expect(await refused({ mode: 'fixed', fixedUrl: '' })).toBe(true);
    expect(await refused({ mode: 'fixed', fixedUrl: 'https://user:secret@meet.example.com/room' })).toBe(true);
    expect(await refused({ mode: 'jitsi', fixedUrl: '', jitsiHost: 'https://meet.jit.si/x' })).toBe(true);
    const schedule = (await payload.findGlobal({ slug: 'schedule', overrideAccess: true })) as {
      meeting?: { mode?: string };
    };
    expect(schedule.meeting?.mode).toBe('jitsi');
    expect(await refused({ mode: 'jitsi', fixedUrl: '', jitsiHost: 'jitsi.example.org' })).toBe(false);
    const booked = await book('own-host@example.co.uk', workingDay(9), '10:00');
    expect(booked.meeting_url).toMatch(/^https:\/\/jitsi\.example\.org\/LumenEstudio-[\w-]{22}$/);
    await payload.updateGlobal({
      slug: 'schedule',
      data: { meeting: { mode: 'jitsi', fixedUrl: '', jitsiHost: 'meet.jit.si' } } as never,
      overrideAccess: true,
    });
  });
});
