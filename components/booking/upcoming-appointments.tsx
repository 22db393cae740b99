import { unstable_cache } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { listUpcomingAppointments } from '@/lib/provider';
import { APPOINTMENTS_TAG } from '@/lib/provider/appointment-cache';
import type { UpcomingAppointment } from '@/lib/provider/contract';
import type { Locale } from '@/lib/i18n/locales';
import { upcomingAppointments } from '@/lib/domain/booking-slots';
import { formatBookingDay, sentenceStart } from './booking-format';
import { madridDay, madridTime } from '@/lib/domain/booking-calendar';

/**
 * The list as the prerendered home page reads it: cached under APPOINTMENTS_TAG, which a booking, a cancellation and
 * the studio's confirm / cancel / move expire; every 5 minutes at the latest, so appointments that began drop off.
 */
const cachedUpcoming = unstable_cache(() => listUpcomingAppointments(), ['provider-upcoming-appointments'], {
  tags: [APPOINTMENTS_TAG],
  revalidate: 300,
});

/** A failed read is an empty list: the section then simply shows no list. */
async function readAppointments(): Promise<UpcomingAppointment[]> {
  try {
    return await cachedUpcoming();
  } catch (error) {
    console.warn('[booking] the upcoming appointments are not readable; showing none', error);
    return [];
  }
}

/**
 * The home booking section lists up to 5 upcoming pending or confirmed appointments, sorted by date, confirmed in
 * green and pending in amber: times and statuses only, never who booked. Each item opens with its day, capitalised.
 */
export async function UpcomingAppointments({ locale }: { locale: Locale }) {
  const upcoming = upcomingAppointments(await readAppointments(), new Date());
  if (upcoming.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'booking.home' });
  return (
    <div className="grid gap-3">
      <h3 className="text-xs font-semibold uppercase tracking-[0.2em] text-paper/70">{t('upcomingTitle')}</h3>
      <ul className="grid gap-2">
        {upcoming.map((appointment, index) => {
          const start = new Date(appointment.date);
          return (
            <li
              key={`${appointment.date}-${index}`}
              className="flex items-center justify-between gap-4 rounded-lg bg-paper/5 px-4 py-3"
            >
              <span>
                {sentenceStart(formatBookingDay(madridDay(start), locale), locale)}, {madridTime(start)}
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
