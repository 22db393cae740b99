import { afterAll, describe, expect, it } from 'vitest';
import { setTestEnvironment } from './support/environment';
import { workingDay } from './support/requests';
import { book, ownerSaves, restore, slotsOf, setUpScheduleOffice } from './support/schedule';

// The owner's pause: no booking taken while it is on, with the studio's message in the visitor's language.
setTestEnvironment();
setUpScheduleOffice();

describe('The pause switch', () => {
  afterAll(restore);

  it('while paused no booking is taken: a 409 with the studio’s message in the visitor’s language, and no free slot', async () => {
    await ownerSaves({ paused: true, pauseMessage: 'Estamos de vacaciones hasta el lunes.' });
    await ownerSaves({ pauseMessage: 'We are on holiday until Monday.' }, 'en');
    await ownerSaves({ pauseMessage: '' }, 'it');
    const day = workingDay(4);
    const en = await book(day, '10:00', 'en');
    expect(en.status).toBe(409);
    expect(en.answer).toMatchObject({ success: false, code: 'paused', message: 'We are on holiday until Monday.' });
    // Italian left empty: the Spanish text stands in.
    expect((await book(day, '10:00', 'it')).answer).toMatchObject({
      code: 'paused',
      message: 'Estamos de vacaciones hasta el lunes.',
    });
    expect(await slotsOf(day)).toEqual([]);
    await ownerSaves({ paused: false });
    expect(await slotsOf(day)).not.toEqual([]);
    expect((await book(day, '10:00', 'en')).status).toBe(201);
  });
});
