import { getTranslations } from 'next-intl/server';
import { BookingDialogTrigger } from '@/components/booking/booking-dialog-trigger';
import { BookingPaused } from '@/components/booking/booking-paused';
import { UpcomingAppointments } from '@/components/booking/upcoming-appointments';
import { CallToAction } from '@/components/site/call-to-action';
import { HOME_ANCHORS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { pageSchedule } from '@/lib/provider/schedule';

/**
 * The home page's booking section (anchor cta): the ways into the booking dialog (following the studio's schedule) and
 * the upcoming list; while booking is paused, the studio's message instead of the dialog.
 */
export async function ConsultationCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.cta' });
  const tb = await getTranslations({ locale, namespace: 'booking.home' });
  const schedule = await pageSchedule();
  return (
    <CallToAction
      look="booking"
      id={HOME_ANCHORS.cta}
      titleId="cta-title"
      eyebrow={t('eyebrow')}
      title={t('title')}
      text={t('description')}
      actions={
        <>
          {schedule.paused ? (
            <BookingPaused locale={locale} schedule={schedule} tone="dark" />
          ) : (
            <BookingDialogTrigger
              locale={locale}
              labels={{ bookNow: tb('bookNow'), calendarPrompt: tb('calendarPrompt') }}
            />
          )}
          <UpcomingAppointments locale={locale} />
        </>
      }
    />
  );
}
