import { describe, expect, it } from 'vitest';
import { slot, workingDay } from './support/requests';
import { payload, startStudioAppointments } from './support/studio-appointments';

// Only an owner reads or changes the studio's appointments, and only an owner's session counts as one.
const { EDITOR, OWNER, book, stamp, studio } = await startStudioAppointments();

describe('Only an owner reaches the studio’s appointments', () => {
  it('an editor, or nobody, can neither read nor change anything', async () => {
    const { id } = await book(workingDay(12), '14:00');
    for (const actor of [EDITOR, null, { role: 'Owner', auditActor: 'x' }]) {
      expect(await studio.listStudioAppointments(actor, {})).toBeNull();
      expect(await studio.getStudioAppointment(actor, id)).toBeNull();
      expect(await studio.confirmAppointment(actor, id)).toEqual({ ok: false, error: 'forbidden' });
      expect(await studio.cancelStudioAppointment(actor, id, { reason: 'no' })).toEqual({
        ok: false,
        error: 'forbidden',
      });
      expect(await studio.rescheduleAppointment(actor, id, slot(workingDay(12), '15:00'))).toEqual({
        ok: false,
        error: 'forbidden',
      });
    }
    const detail = await studio.getStudioAppointment(OWNER, id);
    expect(detail).toMatchObject({
      id,
      status: 'pending',
      sequence: 0,
      phone: '+34 600 000 000',
      message: 'Hotel <b>boutique</b> en Xàtiva',
    });
  });

  it('the session behind a server action: an owner’s is an owner, an editor’s or none is nobody', async () => {
    const { ownerFromHeaders } = await import('@/cms/views/shared/session');
    const login = async (role: 'owner' | 'editor') =>
      (
        await payload.login({
          collection: 'users',
          data: { email: `${role}-${stamp}@lumen.test`, password: `Una-clave-larga-${stamp}` },
        })
      ).token ?? '';
    const owner = await ownerFromHeaders(
      new Headers({ Authorization: `JWT ${await login('owner')}`, cookie: 'payload-lng=it' }),
    );
    expect(owner).toMatchObject({ role: 'owner', auditActor: `owner-${stamp}@lumen.test`, lang: 'it' });
    expect(await ownerFromHeaders(new Headers({ Authorization: `JWT ${await login('editor')}` }))).toBeNull();
    expect(await ownerFromHeaders(new Headers())).toBeNull();
    expect(await ownerFromHeaders(new Headers({ Authorization: 'JWT not-a-token' }))).toBeNull();
  });
});
