import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { attachment, parseMime } from './support/mime';
import { jsonRequest, slot, workingDay } from './support/requests';

const environment = setTestEnvironment({ SMTP_URL: undefined });
const appointments = await import('@/app/api/appointments/route');
const { closeStore } = await import('@/lib/provider/embedded/db/connection');

beforeAll(resetDatabase);
afterAll(closeStore);

describe('Without SMTP_URL, mail is written to the outbox folder', () => {
  it('writes a booking confirmation as an .eml with its .ics invitation, and the studio notification', async () => {
    const day = workingDay(4);
    const response = await appointments.POST(
      jsonRequest('/api/appointments', { name: 'Javier Soler', email: 'javier@example.es', date: slot(day, '17:30') }),
    );
    expect(response.status).toBe(201);
    const files = readdirSync(environment.outboxDir).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const mails = files.map((file) => parseMime(readFileSync(path.join(environment.outboxDir, file), 'utf8')));
    const confirmation = mails.find((mail) => mail.headers.to?.includes('javier@example.es'));
    expect(confirmation?.subject).toContain('Tu consulta gratuita con Lumen Estudio');
    expect(confirmation?.raw).toContain('\r\n');
    const ics = confirmation ? attachment(confirmation, '.ics') : undefined;
    expect(ics?.body).toContain(`DTSTART;TZID=Europe/Madrid:${day.replace(/-/g, '')}T173000`);
    expect(mails.some((mail) => mail.subject.startsWith('Nueva reserva: Javier Soler'))).toBe(true);
  });
});
