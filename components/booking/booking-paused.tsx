import { getTranslations } from 'next-intl/server';
import { ContactLink } from '@/components/site/contact-link';
import { pauseMessageIn, type Schedule } from '@/lib/domain/booking-schedule';
import type { Locale } from '@/lib/i18n/locales';
import { Icon } from '@/components/ui/icon';

/**
 * What the booking page and the home page show instead of the booking form while the studio has paused booking (its
 * schedule's switch in the back office): the studio's own message in the visitor's language, and the way to write.
 */
export async function BookingPaused({
  locale,
  schedule,
  tone = 'page',
}: {
  locale: Locale;
  schedule: Schedule;
  tone?: 'page' | 'dark';
}) {
  const t = await getTranslations({ locale, namespace: 'booking.paused' });
  const dark = tone === 'dark';
  return (
    <div
      role="status"
      data-testid="booking-paused"
      className={
        dark
          ? 'flex max-w-xl items-start gap-3 rounded-lg border border-paper/30 p-5 text-paper'
          : 'mx-auto flex max-w-2xl items-start gap-3 rounded-lg border border-border bg-card p-6 text-card-foreground'
      }
    >
      <Icon name="pause-circle" className="mt-1 size-5 shrink-0 text-accent" />
      <div className="grid gap-2">
        <p id="booking-paused-title" className="font-semibold">
          {t('title')}
        </p>
        <p>{pauseMessageIn(schedule, locale)}</p>
        <p>
          <ContactLink className="font-medium underline underline-offset-4">{t('contact')}</ContactLink>
        </p>
      </div>
    </div>
  );
}
