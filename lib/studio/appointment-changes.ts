import { checkSlotAgainstSchedule, parseBookingDate } from '@/lib/domain/booking-rules';
import { meetingUrlProblem, MEETING_LIMITS } from '@/lib/domain/meeting';
import { isOwnerActor, UUID, type StudioActorRef } from './actor';
import {
  changed,
  cleanReason,
  Refused,
  refuseIfBegun,
  refuseUnlessActive,
  type StudioRefusal,
} from './appointment-rules';
import type {
  AppointmentChangeValues,
  AuditEntry,
  StoredAppointment,
  StudioAppointmentDetail,
  StudioNotice,
  StudioPorts,
  StudioTx,
} from './ports';

export type StudioChange = { ok: true; appointment: StudioAppointmentDetail } | { ok: false; error: StudioRefusal };
type ChangeOptions = { expectedSequence?: number; now?: Date };

/** What a change decided once it read the row: what to write, what to log, what to tell the visitor. */
interface Plan {
  values: AppointmentChangeValues;
  audit: (sequence: number) => AuditEntry['details'];
  notice: (sequence: number) => StudioNotice;
}

/** The studio's changes to a booking (confirm, cancel, move, another video-call link), for an owner only. */
export function appointmentChanges(ports: StudioPorts) {
  /**
   * One change: reads the row, lets `decide` check it, writes it (raising the sequence, so a second owner acting on
   * what they saw before gets 'stale'), its audit entry and the visitor's mail in one unit of work; then mails.
   */
  async function change(
    actor: StudioActorRef | null,
    id: string,
    action: AuditEntry['action'],
    { expectedSequence, now = new Date() }: ChangeOptions,
    decide: (row: StoredAppointment) => Plan,
  ): Promise<StudioChange> {
    if (!isOwnerActor(actor)) return { ok: false, error: 'forbidden' };
    if (!UUID.test(id)) return { ok: false, error: 'not-found' };
    let mailIds: string[];
    try {
      mailIds = await ports.transaction(async (tx: StudioTx) => {
        const row = await ports.appointments.forChange(tx, id);
        if (!row) throw new Refused('not-found');
        if (expectedSequence !== undefined && row.sequence !== expectedSequence) throw new Refused('stale');
        const plan = decide(row);
        const sequence = await ports.appointments.update(tx, row, plan.values, now);
        if (typeof sequence !== 'number') throw new Refused(sequence);
        await ports.audit.record(
          tx,
          { actor: actor.auditActor, action, appointmentId: row.id, details: plan.audit(sequence) },
          now,
        );
        return ports.mailer.queue(tx, plan.notice(sequence), now);
      });
    } catch (error) {
      if (error instanceof Refused) return { ok: false, error: error.refusal };
      throw error;
    }
    ports.cache.appointmentLists();
    await ports.mailer.deliverSoon(mailIds);
    const appointment = await ports.appointments.detail(id);
    return appointment ? { ok: true, appointment } : { ok: false, error: 'not-found' };
  }

  return {
    /** Pending → confirmed, for an appointment that has not begun; the visitor gets the confirmed invitation. */
    confirmAppointment(actor: StudioActorRef | null, id: string, options: ChangeOptions = {}): Promise<StudioChange> {
      const now = options.now ?? new Date();
      return change(actor, id, 'appointment.confirm', { ...options, now }, (row) => {
        if (row.status !== 'pending') throw new Refused('not-pending');
        refuseIfBegun(row, now);
        return {
          values: { status: 'confirmed' },
          audit: (sequence) => ({ sequence, start: row.start }),
          notice: (sequence) => ({ kind: 'confirmed', appointment: changed(row, sequence, { status: 'confirmed' }) }),
        };
      });
    },

    /** Pending or confirmed → cancelled by the studio, with an optional reason for the visitor; frees the slot. */
    cancelStudioAppointment(
      actor: StudioActorRef | null,
      id: string,
      options: ChangeOptions & { reason?: string | null } = {},
    ): Promise<StudioChange> {
      const now = options.now ?? new Date();
      const reason = cleanReason(options.reason);
      return change(actor, id, 'appointment.cancel', { ...options, now }, (row) => {
        refuseUnlessActive(row, now);
        return {
          values: { status: 'cancelled', cancelledAt: now.toISOString(), cancelledBy: 'studio', cancelReason: reason },
          audit: (sequence) => ({ sequence, start: row.start, from: row.status, withReason: reason !== null }),
          notice: (sequence) => ({
            kind: 'cancelled',
            appointment: changed(row, sequence, { status: 'cancelled' }),
            reason,
          }),
        };
      });
    },

    /**
     * Moves a held appointment to another slot that meets the booking rules under the studio's schedule and is free:
     * the store's unique slot index decides a race, the loser gets 'slot-taken'.
     */
    async rescheduleAppointment(
      actor: StudioActorRef | null,
      id: string,
      newStart: string,
      options: ChangeOptions = {},
    ): Promise<StudioChange> {
      const now = options.now ?? new Date();
      const start = parseBookingDate(newStart.slice(0, 40));
      const schedule = await ports.schedule.read();
      return change(actor, id, 'appointment.reschedule', { ...options, now }, (row) => {
        refuseUnlessActive(row, now);
        if (!start) throw new Refused('invalid-date');
        const violation = checkSlotAgainstSchedule(start, now, schedule);
        if (violation) throw new Refused(violation);
        if (start.getTime() === new Date(row.start).getTime()) throw new Refused('same-slot');
        return {
          values: { start: start.toISOString() },
          audit: (sequence) => ({ sequence, from: row.start, to: start.toISOString() }),
          notice: (sequence) => ({
            kind: 'moved',
            appointment: changed(row, sequence, { start }),
            previousStart: new Date(row.start),
          }),
        };
      });
    },

    /** Another video-call address (https:, at most MEETING_LIMITS.urlMax characters); the visitor gets it. */
    setMeetingLink(
      actor: StudioActorRef | null,
      id: string,
      url: string,
      options: ChangeOptions = {},
    ): Promise<StudioChange> {
      const now = options.now ?? new Date();
      const meetingUrl = url.slice(0, MEETING_LIMITS.urlMax + 1).trim();
      return change(actor, id, 'appointment.meeting-link', { ...options, now }, (row) => {
        refuseUnlessActive(row, now);
        if (meetingUrlProblem(meetingUrl)) throw new Refused('meeting-url');
        if (meetingUrl === row.meetingUrl) throw new Refused('same-meeting');
        return {
          values: { meetingUrl },
          // The addresses themselves stay out of the log: whoever reads it need not be able to join.
          audit: (sequence) => ({ sequence, hadLink: row.meetingUrl !== null }),
          notice: (sequence) => ({ kind: 'meeting', appointment: changed(row, sequence, { meetingUrl }) }),
        };
      });
    },
  };
}
