import { addDays, madridDay } from '@/lib/domain/booking-calendar';
import { MEETING_LIMITS } from '@/lib/domain/meeting';
import { CANCEL_REASON_MAX_LENGTH, type StudioAppointmentDetail } from '@/lib/studio';
import { buttonClass } from '../shared/studio-page';
import type { AdminLang } from '../shared/texts';
import {
  cancelAppointmentAction,
  confirmAppointmentAction,
  rescheduleAppointmentAction,
  setMeetingLinkAction,
} from './actions';
import { FocusOnArrival } from './focus-on-arrival';
import { appointmentTexts } from './texts';

function Hidden({ appointment }: { appointment: StudioAppointmentDetail }) {
  return (
    <>
      <input type="hidden" name="id" value={appointment.id} />
      <input type="hidden" name="sequence" value={appointment.sequence} />
    </>
  );
}

/** Confirm, move, another video-call link and cancel, for an appointment still to come. */
export async function Actions({
  appointment,
  lang,
  day,
  rescheduleOpen,
  freeTimes,
}: {
  appointment: StudioAppointmentDetail;
  lang: AdminLang;
  day: string;
  /** The free times of a Madrid day under the studio's schedule. */
  freeTimes: (day: string) => Promise<string[]>;
  /** The owner is choosing a new time (they asked for a day's free times, or a move failed). */
  rescheduleOpen: boolean;
}) {
  const t = appointmentTexts(lang);
  const now = new Date();
  const active = appointment.status !== 'cancelled' && new Date(appointment.start).getTime() > now.getTime();
  if (!active) return null;
  const times = await freeTimes(day);
  const today = madridDay(now);
  return (
    <section aria-labelledby="appointment-actions">
      <h2 id="appointment-actions">{t.actions}</h2>
      <div className="studio-actions">
        {appointment.status === 'pending' ? (
          <form action={confirmAppointmentAction}>
            <Hidden appointment={appointment} />
            <button type="submit" className={buttonClass.primary} aria-describedby="confirm-hint">
              {t.confirm}
            </button>
            <p id="confirm-hint">{t.confirmHint}</p>
          </form>
        ) : null}
      </div>
      <details className="studio-notice" open={rescheduleOpen || undefined}>
        <summary>{t.reschedule}</summary>
        <p>{t.rescheduleHint}</p>
        {/* The fragment brings the page back at the day's times, where FocusOnArrival puts the focus (a keyboard user
            otherwise started again from the top, through the whole nav). */}
        <form method="get" action={`/admin/appointments/${appointment.id}#reschedule-times`} className="studio-filters">
          <div className="studio-field">
            <label htmlFor="reschedule-day">{t.rescheduleDay}</label>
            <input
              id="reschedule-day"
              name="day"
              type="date"
              required
              min={today}
              max={addDays(today, 366)}
              defaultValue={day}
            />
          </div>
          <button type="submit" className={buttonClass.secondary}>
            {t.showTimes}
          </button>
        </form>
        <div id="reschedule-times" tabIndex={-1}>
          <FocusOnArrival anchorId="reschedule-times" targetId="reschedule-time" />
          {times.length === 0 ? (
            <p role="status">{t.noFreeTimes}</p>
          ) : (
            <form action={rescheduleAppointmentAction} className="studio-filters">
              <Hidden appointment={appointment} />
              <input type="hidden" name="day" value={day} />
              <div className="studio-field">
                <label htmlFor="reschedule-time">
                  {t.rescheduleTime} · {day}
                </label>
                {/* No time is chosen for the owner: "Move" without choosing moved the appointment to the first free
                    time. The browser asks for one (required), and so does the action. */}
                <select id="reschedule-time" name="time" required defaultValue="">
                  <option value="" disabled>
                    {t.chooseTime}
                  </option>
                  {times.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className={buttonClass.primary}>
                {t.rescheduleSubmit}
              </button>
            </form>
          )}
        </div>
      </details>
      <details className="studio-notice">
        <summary>{t.meetingChange}</summary>
        <form action={setMeetingLinkAction}>
          <Hidden appointment={appointment} />
          <div className="studio-field">
            <label htmlFor="meeting-url">{t.meetingLabel}</label>
            <input
              id="meeting-url"
              name="meetingUrl"
              type="url"
              required
              pattern="https://.+"
              maxLength={MEETING_LIMITS.urlMax}
              defaultValue={appointment.meetingUrl ?? ''}
              aria-describedby="meeting-hint"
            />
          </div>
          <p id="meeting-hint">{t.meetingHint}</p>
          <button type="submit" className={buttonClass.secondary}>
            {t.meetingSubmit}
          </button>
        </form>
      </details>
      <details className="studio-notice">
        <summary>{t.cancel}</summary>
        <form action={cancelAppointmentAction}>
          <Hidden appointment={appointment} />
          <div className="studio-field">
            <label htmlFor="cancel-reason">{t.cancelReasonLabel}</label>
            <textarea id="cancel-reason" name="reason" rows={3} maxLength={CANCEL_REASON_MAX_LENGTH} />
          </div>
          <p>
            <label>
              <input type="checkbox" name="confirmed" value="yes" required /> {t.cancelCheck}
            </label>
          </p>
          <button type="submit" className={buttonClass.secondary}>
            {t.cancelSubmit}
          </button>
        </form>
      </details>
    </section>
  );
}
