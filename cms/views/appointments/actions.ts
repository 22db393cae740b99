'use server';

import { redirect } from 'next/navigation';
import { MEETING_LIMITS } from '@/lib/domain/meeting';
import { CANCEL_REASON_MAX_LENGTH, studioBackOffice, type Studio, type StudioChange } from '@/lib/studio';
import { ownerFromSession, type StudioActor } from '../shared/session';

/*
 * The appointments views' mutations. A server action is a public POST endpoint whatever page showed its form, so each
 * one reads the Payload session itself and acts only for an owner. Each answers with a redirect back to the
 * appointment (post/redirect/get), which also works without client JavaScript; the outcome is in the query string.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function field(form: FormData, name: string, maxLength: number): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, maxLength) : '';
}

function sequenceOf(form: FormData): number | undefined {
  const value = Number(field(form, 'sequence', 10));
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

function idOf(form: FormData): string {
  const id = field(form, 'id', 40);
  return UUID.test(id) ? id : '';
}

type Outcome = StudioChange | { ok: false; error: 'unconfirmed' | 'external' | 'forbidden' };

/** The signed-in owner and the local back office's use cases, or why the change cannot be made here. */
async function actingOwner(): Promise<
  { owner: StudioActor; studio: Studio } | { ok: false; error: 'external' | 'forbidden' }
> {
  const office = studioBackOffice();
  if (office.kind === 'external') return { ok: false, error: 'external' };
  const owner = await ownerFromSession();
  return owner ? { owner, studio: office.studio } : { ok: false, error: 'forbidden' };
}

function back(id: string, result: Outcome, done: string, extra: Record<string, string> = {}): never {
  const query = new URLSearchParams(result.ok ? { done } : { error: result.error, ...extra });
  redirect(id ? `/admin/appointments/${id}?${query.toString()}` : `/admin/appointments?${query.toString()}`);
}

export async function confirmAppointmentAction(form: FormData): Promise<void> {
  const acting = await actingOwner();
  const id = idOf(form);
  const result =
    'owner' in acting
      ? await acting.studio.confirmAppointment(acting.owner, id, { expectedSequence: sequenceOf(form) })
      : acting;
  back(id, result, 'confirm');
}

export async function cancelAppointmentAction(form: FormData): Promise<void> {
  const acting = await actingOwner();
  const id = idOf(form);
  // The disclosure's checkbox is the confirmation of a change the visitor is told about; without it nothing happens.
  if (field(form, 'confirmed', 10) !== 'yes') back(id, { ok: false, error: 'unconfirmed' }, 'cancel');
  const reason = field(form, 'reason', CANCEL_REASON_MAX_LENGTH * 2);
  const result =
    'owner' in acting
      ? await acting.studio.cancelStudioAppointment(acting.owner, id, { reason, expectedSequence: sequenceOf(form) })
      : acting;
  back(id, result, 'cancel');
}

export async function rescheduleAppointmentAction(form: FormData): Promise<void> {
  const acting = await actingOwner();
  const id = idOf(form);
  const day = field(form, 'day', 10);
  const time = field(form, 'time', 5);
  const result =
    'owner' in acting
      ? await acting.studio.rescheduleAppointment(acting.owner, id, `${day}T${time}`, {
          expectedSequence: sequenceOf(form),
        })
      : acting;
  back(id, result, 'reschedule', /^\d{4}-\d{2}-\d{2}$/.test(day) ? { day } : {});
}

export async function setMeetingLinkAction(form: FormData): Promise<void> {
  const acting = await actingOwner();
  const id = idOf(form);
  const url = field(form, 'meetingUrl', MEETING_LIMITS.urlMax + 1);
  const result =
    'owner' in acting
      ? await acting.studio.setMeetingLink(acting.owner, id, url, { expectedSequence: sequenceOf(form) })
      : acting;
  back(id, result, 'meeting');
}
