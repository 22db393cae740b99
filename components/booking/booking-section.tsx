import { getTranslations } from 'next-intl/server';
import { madridDay } from '@/lib/domain/booking-calendar';
import { BOOKING_WINDOW_DAYS, lastBookableDay } from '@/lib/domain/booking-slots';
import type { Locale } from '@/lib/i18n/locales';
import { BookingForm } from './booking-form';
import { BookingMessages } from './booking-messages';

/** The booking page's form section (spec §2): the server renders a form that books without JavaScript too. */
export async function BookingSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'booking.form' });
  // The native date field's bounds, for a visitor without JavaScript (the calendar takes over otherwise).
  const now = new Date();
  const dateBounds = { min: madridDay(now), max: lastBookableDay(now, BOOKING_WINDOW_DAYS) };
  return (
    <section aria-labelledby="booking-form-title" className="mx-auto max-w-[72rem] px-5 py-16 sm:px-8 md:py-24">
      <h2 id="booking-form-title" className="mb-10 font-display text-3xl leading-tight sm:text-4xl">
        {t('title')}
      </h2>
      <BookingMessages locale={locale}>
        <BookingForm locale={locale} windowDays={BOOKING_WINDOW_DAYS} variant="page" dateBounds={dateBounds} />
      </BookingMessages>
    </section>
  );
}
