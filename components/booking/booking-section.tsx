import { madridDay } from '@/lib/domain/booking-calendar';
import { BOOKING_WINDOW_DAYS, lastBookableDay } from '@/lib/domain/booking-slots';
import type { Locale } from '@/lib/i18n/locales';
import { BookingForm } from './booking-form';
import { BookingMessages } from './booking-messages';

/**
 * The booking page's form section: the server renders a form that books without JavaScript too. Its title is the
 * form's legend (booking-form.tsx), which the section is labelled by.
 */
export async function BookingSection({ locale }: { locale: Locale }) {
  // The native date field's bounds, for a visitor without JavaScript (the calendar takes over otherwise).
  const now = new Date();
  const dateBounds = { min: madridDay(now), max: lastBookableDay(now, BOOKING_WINDOW_DAYS) };
  return (
    <section aria-labelledby="booking-form-title" className="mx-auto max-w-[72rem] px-5 py-16 sm:px-8 md:py-24">
      <BookingMessages locale={locale}>
        <BookingForm locale={locale} windowDays={BOOKING_WINDOW_DAYS} variant="page" dateBounds={dateBounds} />
      </BookingMessages>
    </section>
  );
}
