import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import { buttonVariants } from '@/components/ui/button-variants';
import { madridDay, madridTime } from '@/lib/domain/booking-calendar';
import { allSlotTimes } from '@/lib/domain/booking-schedule';
import { lastBookableDay } from '@/lib/domain/booking-slots';
import { bookingSchedule } from '@/lib/provider/schedule';
import { otherService } from '@/lib/domain/booking-services';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { getManagedBooking } from '@/lib/provider';
import type { ManagedBookingLookup } from '@/lib/provider/contract';
import { formatBookingDay, sentenceStart } from './booking-format';
import { ManageBookingCard } from './manage-booking-card';
import { ManageMovedNote } from './manage-moved-note';
import { ManageRescheduleForm } from './manage-reschedule-form';
import { bookingTexts } from './booking-texts';
import { BookingTextsProvider } from './booking-texts-context';
import { MANAGE_TEXT_KEYS, type ManageTexts } from './manage-texts';

/** A provider that cannot answer is a message to the visitor, never an error page. */
async function lookUp(token: string): Promise<ManagedBookingLookup | null> {
  try {
    return await getManagedBooking(token);
  } catch (error) {
    console.error('[booking] could not open a manage link', error);
    return null;
  }
}

/**
 * The booking's "change the time" form, while it holds, has not begun and may still be moved (and booking is not
 * paused): the booking page's fields under the studio's schedule, read fresh.
 */
async function rescheduleForm(
  locale: Locale,
  token: string,
  movesLeft: number,
  t: Awaited<ReturnType<typeof getTranslations>>,
) {
  const schedule = await bookingSchedule();
  if (schedule.paused) return null;
  const now = new Date();
  return (
    <BookingTextsProvider locale={locale} texts={await bookingTexts(locale)}>
      <ManageRescheduleForm
        locale={locale}
        token={token}
        windowDays={schedule.horizonDays}
        schedule={schedule}
        dateBounds={{ min: madridDay(now), max: lastBookableDay(now, schedule.horizonDays) }}
        gridTimes={allSlotTimes(schedule)}
        texts={{
          title: t('reschedule'),
          note: t('rescheduleNote'),
          movesLeft: movesLeft === 1 ? t('movesLeftOne') : t('movesLeftMany', { count: movesLeft }),
          submit: t('rescheduleSubmit'),
          submitting: t('rescheduling'),
        }}
      />
    </BookingTextsProvider>
  );
}

/** The manage page's content: the booking with its move and cancel forms, or why the link opens none. */
export async function ManageBooking({
  locale,
  token,
  moved = false,
}: {
  locale: Locale;
  token: string;
  moved?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'booking.manage' });
  const services = await getTranslations({ locale, namespace: 'booking.form.services' });
  const lookup = await lookUp(token);

  if (!lookup?.found) {
    const [title, description] = !lookup
      ? [t('unavailableTitle'), t('unavailable')]
      : lookup.problem === 'past'
        ? [t('title'), t('past')]
        : [t('invalidTitle'), t('invalid')];
    const action = (
      <Link href="/consulta-gratuita" className={buttonVariants({ size: 'lg' })}>
        {t('bookAgain')}
      </Link>
    );
    return <PageHero eyebrow={t('eyebrow')} title={title} description={description} actions={action} />;
  }

  const { booking } = lookup;
  const start = new Date(booking.date);
  // The free consultation has one slug per language; any other slug is one of the studio's services.
  const service = services(otherService(booking.service) ?? 'free');
  const errors = await getTranslations({ locale, namespace: 'errors.validation' });
  const texts = {
    ...Object.fromEntries(MANAGE_TEXT_KEYS.map((key) => [key, t(key)])),
    confirmRequired: errors('cancelConfirmRequired'),
  } as ManageTexts;
  // A cancelled booking has nothing left to cancel: the intro does not offer it.
  const description = booking.status === 'cancelled' ? t('cancelledDescription') : t('description');
  // A provider that does not say how many moves are left (an external one) offers none here, and says nothing of it.
  const { movesLeft } = booking;
  const open = booking.status !== 'cancelled' && movesLeft !== undefined;
  const reschedule = open && movesLeft > 0 ? await rescheduleForm(locale, token, movesLeft, t) : null;
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} description={description} />
      {moved && booking.status !== 'cancelled' ? <ManageMovedNote title={t('movedTitle')} text={t('moved')} /> : null}
      <ManageBookingCard
        locale={locale}
        token={token}
        status={booking.status}
        cancellation={{ by: booking.cancelledBy, reason: booking.cancelReason }}
        statusLabels={{
          pending: t('statuses.pending'),
          confirmed: t('statuses.confirmed'),
          cancelled: t('statuses.cancelled'),
          cancelledByStudio: t('statuses.cancelledByStudio'),
        }}
        details={{
          // The value opens its line (under its label on a phone): capitalised, as a date that opens a sentence.
          date: sentenceStart(formatBookingDay(madridDay(start), locale, true), locale),
          time: t('timeInMadrid', { time: madridTime(start) }),
          service,
          name: booking.name,
        }}
        meetingUrl={booking.meetingUrl}
        reschedule={reschedule}
        movesNote={open && movesLeft === 0 ? t('noMovesLeft') : undefined}
        texts={texts}
      />
    </>
  );
}
