import type { UIFieldServerProps } from 'payload';
import { isOwner } from '@/cms/access';
import { defineTexts, adminLang, formatInZone } from '@/cms/views/shared/texts';
import { BOOKING_TIME_ZONE } from '@/lib/domain/booking-calendar';
import { studioBackOffice, type ScheduleConflictRow } from '@/lib/studio';
import { ExternalBackOffice } from '@/cms/views/shared/external-back-office';
import { actorOf } from '@/cms/views/shared/session';
import '@/cms/views/shared/studio.css';

const texts = defineTexts({
  es: {
    title: 'Citas fuera del horario',
    none: 'Todas las citas pendientes y confirmadas que están por venir encajan en el horario guardado.',
    intro: (count: number) =>
      count === 1
        ? 'Una cita reservada queda fuera del horario guardado. No se ha cambiado: muévela, cancélala o mantenla desde Citas.'
        : `${count} citas reservadas quedan fuera del horario guardado. No se han cambiado: muévelas, cancélalas o mantenlas desde Citas.`,
    when: 'Cuándo (hora de Madrid)',
    who: 'Quién',
    status: 'Estado',
    why: 'Motivo',
    open: 'Abrir',
    statuses: { pending: 'Pendiente', confirmed: 'Confirmada' },
    reasons: {
      weekend: 'Fin de semana cerrado',
      closed: 'Día cerrado',
      'off-grid': 'Fuera de las horas o del intervalo',
    },
  },
  en: {
    title: 'Appointments outside the schedule',
    none: 'Every pending and confirmed appointment to come fits the saved schedule.',
    intro: (count: number) =>
      count === 1
        ? 'One booked appointment falls outside the saved schedule. It was not changed: move, cancel or keep it from Appointments.'
        : `${count} booked appointments fall outside the saved schedule. They were not changed: move, cancel or keep them from Appointments.`,
    when: 'When (Madrid time)',
    who: 'Who',
    status: 'Status',
    why: 'Reason',
    open: 'Open',
    statuses: { pending: 'Pending', confirmed: 'Confirmed' },
    reasons: { weekend: 'Closed weekend', closed: 'Closed day', 'off-grid': 'Outside the hours or the grid' },
  },
  it: {
    title: 'Appuntamenti fuori orario',
    none: 'Tutti gli appuntamenti in attesa e confermati ancora da venire rientrano nell’orario salvato.',
    intro: (count: number) =>
      count === 1
        ? 'Un appuntamento prenotato resta fuori dall’orario salvato. Non è stato modificato: spostalo, annullalo o mantienilo da Appuntamenti.'
        : `${count} appuntamenti prenotati restano fuori dall’orario salvato. Non sono stati modificati: spostali, annullali o mantienili da Appuntamenti.`,
    when: 'Quando (ora di Madrid)',
    who: 'Chi',
    status: 'Stato',
    why: 'Motivo',
    open: 'Apri',
    statuses: { pending: 'In attesa', confirmed: 'Confermato' },
    reasons: {
      weekend: 'Fine settimana chiuso',
      closed: 'Giorno di chiusura',
      'off-grid': 'Fuori orario o fuori intervallo',
    },
  },
});

/** Shown only this many; the rest are counted (the studio's appointments list has them all). */
const SHOWN = 50;

function Row({
  row,
  t,
  lang,
}: {
  row: ScheduleConflictRow;
  t: ReturnType<typeof texts>;
  lang: ReturnType<typeof adminLang>;
}) {
  return (
    <tr>
      <td>{formatInZone(new Date(row.start), lang, BOOKING_TIME_ZONE)}</td>
      <td>
        {row.name}
        <br />
        <span style={{ color: 'var(--theme-elevation-600)' }}>{row.email}</span>
      </td>
      <td>{t.statuses[row.status]}</td>
      <td>{row.closedDay ? `${t.reasons[row.reason]}: ${row.closedDay}` : t.reasons[row.reason]}</td>
      <td>
        <a href={`/admin/appointments/${encodeURIComponent(row.id)}`}>{t.open}</a>
      </td>
    </tr>
  );
}

/**
 * On the schedule's edit view, for the owner: the bookings still to come that the saved schedule no longer holds.
 * Editors never see it (the global is hidden from them, and this checks again: it lists clients' names and addresses).
 */
export async function OutsideSchedule({ req, i18n }: UIFieldServerProps) {
  if (!isOwner(req)) return null;
  const lang = adminLang(i18n?.language);
  const office = studioBackOffice();
  if (office.kind === 'external') return <ExternalBackOffice lang={lang} provider={office.provider} />;
  const t = texts(lang);
  const rows = (await office.studio.bookingsOutsideSchedule(actorOf(req, i18n?.language))) ?? [];
  return (
    <section
      className="studio-notice"
      aria-labelledby="outside-schedule-title"
      style={{ marginBottom: 'calc(var(--base) * 1.5)' }}
    >
      <h2 id="outside-schedule-title">{t.title}</h2>
      {rows.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <>
          <p role="status">{t.intro(rows.length)}</p>
          <div className="studio-table-wrap">
            <table className="studio-table">
              <thead>
                <tr>
                  <th scope="col">{t.when}</th>
                  <th scope="col">{t.who}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">{t.why}</th>
                  <th scope="col">
                    <span
                      style={{
                        position: 'absolute',
                        width: 1,
                        height: 1,
                        overflow: 'hidden',
                        clip: 'rect(0 0 0 0)',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {t.open}
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, SHOWN).map((row) => (
                  <Row key={row.id} row={row} t={t} lang={lang} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
