import { madridDay } from '@/lib/domain/booking-calendar';
import { allSlotTimes } from '@/lib/domain/booking-schedule';
import { lastBookableDay } from '@/lib/domain/booking-slots';
import type { Locale } from '@/lib/i18n/locales';
import { pageSchedule } from '@/lib/provider/schedule';
import { BookingForm } from './booking-form';
import { BookingPaused } from './booking-paused';
import { bookingTexts } from './booking-texts';
import { BookingTextsProvider } from './booking-texts-context';

/**
 * The booking page's form section: the server renders a form that books without JavaScript too, following the
 * studio's schedule (its window, hours and closed days); while booking is paused, the studio's message instead. Its
 * title is the form's legend (booking-form.tsx), which the section is labelled by.
 */
export async function BookingSection({ locale }: { locale: Locale }) {
  const schedule = await pageSchedule();
  if (schedule.paused) {
    return (
      <section aria-labelledby="booking-paused-title" className="mx-auto max-w-[72rem] px-5 py-16 sm:px-8 md:py-24">
        <BookingPaused locale={locale} schedule={schedule} />
      </section>
    );
  }
  // The native date field's bounds, for a visitor without JavaScript (the calendar takes over otherwise).
  const now = new Date();
  const dateBounds = { min: madridDay(now), max: lastBookableDay(now, schedule.horizonDays) };
  return (
    <section aria-labelledby="booking-form-title" className="mx-auto max-w-[72rem] px-5 py-16 sm:px-8 md:py-24">
      <BookingTextsProvider locale={locale} texts={await bookingTexts(locale)}>
        <BookingForm
          locale={locale}
          windowDays={schedule.horizonDays}
          schedule={schedule}
          variant="page"
          dateBounds={dateBounds}
          gridTimes={allSlotTimes(schedule)}
        />
      </BookingTextsProvider>
    </section>
  );
}
