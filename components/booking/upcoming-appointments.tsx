import { getTranslations } from 'next-intl/server';
import { listAppointments } from '@/lib/provider';
import type { Appointment } from '@/lib/provider/contract';
import type { Locale } from '@/lib/i18n/locales';
import { upcomingAppointments } from '@/lib/domain/booking-slots';
import { formatBookingDay } from './booking-format';
import { madridDay, madridTime } from '@/lib/domain/booking-calendar';

/** The studio's list as an anonymous visitor may read it: a refused or failed read is an empty list. */
async function readAppointments(): Promise<Appointment[]> {
  try {
    return await listAppointments();
  } catch (error) {
    console.warn('[booking] the appointment list is not readable; showing none', error);
    return [];
  }
}

/**
 * The home booking section lists up to 5 upcoming pending or confirmed appointments, sorted by date, confirmed in
 * green and pending in amber. Anonymous visitors get 401 from the provider, so the list is empty and nothing renders.
 */
export async function UpcomingAppointments({ locale }: { locale: Locale }) {
  const upcoming = upcomingAppointments(await readAppointments(), new Date());
  if (upcoming.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'booking.home' });
  return (
    <div className="grid gap-3">
      <h3 className="text-xs font-semibold uppercase tracking-[0.2em] text-paper/70">{t('upcomingTitle')}</h3>
      <ul className="grid gap-2">
        {upcoming.map((appointment) => {
          const start = new Date(appointment.date);
          return (
            <li key={appointment.id} className="flex items-center justify-between gap-4 rounded-lg bg-paper/5 px-4 py-3">
              <span>
                {formatBookingDay(madridDay(start), locale)}, {madridTime(start)}
              </span>
              <span className={appointment.status === 'confirmed' ? 'text-emerald-300' : 'text-amber-300'}>
                {t(`status.${appointment.status === 'confirmed' ? 'confirmed' : 'pending'}`)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
