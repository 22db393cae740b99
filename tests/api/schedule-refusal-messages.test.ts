import { describe, expect, it } from 'vitest';
import { setTestEnvironment } from './support/environment';
import { SEEDED_SCHEDULE } from './support/requests';
import { ownerSaves, readSchedule, setUpScheduleOffice } from './support/schedule';

// A refused save names the field as the form labels it, and says what is wrong with it.
setTestEnvironment();
setUpScheduleOffice();

describe('What the back office says when it refuses', () => {
  it('names the field as the form does and says what is wrong with it, instead of "The following field is invalid: hours.monday.to"', async () => {
    const refusal = (await ownerSaves({ hours: { monday: { open: true, from: '19:00', to: '18:00' } } }).catch(
      (error: unknown) => error,
    )) as {
      message: string;
      data?: { errors?: { path: string; message: string }[] };
    };
    expect(refusal.message).not.toContain('hours.monday.to');
    expect(refusal.message).toMatch(/(Lunes|Monday|Lunedì) · (Cierre|Closing|Chiusura)/);
    expect(refusal.data?.errors?.[0]).toMatchObject({ path: 'hours.monday.to', message: expect.stringMatching(/30/) });
    // A time that is none is called that, on the field it is about.
    const time = (await ownerSaves({ officeHours: { from: '09:00', to: '25:99' } }).catch(
      (error: unknown) => error,
    )) as { data?: { errors?: { path: string; message: string }[] } };
    expect(time.data?.errors?.[0]).toMatchObject({ path: 'officeHours.to', message: expect.stringMatching(/HH:MM/) });
    // A number at the top is named by its own label, not 'slotMinutes'.
    const step = (await ownerSaves({ slotMinutes: 32 }).catch((error: unknown) => error)) as {
      message: string;
      data?: { errors?: { path: string; message: string }[] };
    };
    expect(step.message).not.toMatch(/slotMinutes/);
    expect(step.data?.errors?.[0]).toMatchObject({ path: 'slotMinutes', message: expect.stringMatching(/5/) });
    expect(await readSchedule()).toEqual(SEEDED_SCHEDULE);
  });
});
