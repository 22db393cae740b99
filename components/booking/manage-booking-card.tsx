'use client';

import { useActionState, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { cancelFromManageLink } from '@/lib/actions/manage-booking';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import type { AppointmentStatus } from '@/lib/provider/contract';
import { clsx } from 'clsx';
import { perLocale } from '@/components/forms/per-locale';
import type { ManageTexts } from './manage-texts';
import { Icon } from '@/components/ui/icon';

const cancelIn = perLocale(cancelFromManageLink);

const statusTone: Record<AppointmentStatus, string> = {
  confirmed: 'bg-success/10 text-success',
  pending: 'bg-warning/10 text-warning',
  cancelled: 'bg-muted text-muted-foreground',
};

type Props = {
  locale: Locale;
  token: string;
  status: AppointmentStatus;
  statusLabels: Record<AppointmentStatus, string>;
  details: { date: string; time: string; service: string; name: string };
  texts: ManageTexts;
};

/**
 * The booking a manage link opens, and its cancel: a real form posting to the server action, so that it
 * cancels without JavaScript too (the server renders the cancelled page); with JavaScript the button says it is busy,
 * a second press is ignored, and focus moves to the result so that it is announced.
 */
export function ManageBookingCard({ locale, token, status, statusLabels, details, texts }: Props) {
  const [state, formAction, pending] = useActionState(cancelIn[locale], null);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state) result.current?.focus();
  }, [state]);

  const outcome = state?.outcome;
  const cancelled = status === 'cancelled' || outcome === 'cancelled' || outcome === 'already-cancelled';
  const shown: AppointmentStatus = cancelled ? 'cancelled' : status;
  const problem = outcome === 'past' ? texts.past : outcome === 'invalid' ? texts.invalid : outcome === 'rate-limited' ? texts.tooMany : outcome === 'error' ? texts.error : undefined;
  const rows: [string, string][] = [
    [texts.date, details.date],
    [texts.time, details.time],
    [texts.service, details.service],
    [texts.name, details.name],
  ];

  return (
    <section aria-labelledby="manage-summary" className="mx-auto max-w-[88rem] px-5 pt-12 pb-20 sm:px-8 md:pt-16 md:pb-28">
      <div className="grid max-w-2xl gap-8 rounded-xl border bg-card p-6 sm:p-10">
        <h2 id="manage-summary" className="font-display text-2xl leading-tight sm:text-3xl">
          {texts.summary}
        </h2>
        <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
              <dd className="mb-2 sm:mb-0">{value}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="text-sm font-semibold text-muted-foreground">{texts.status}</dt>
            <dd data-testid="manage-status">
              <span className={clsx('inline-block rounded-full px-3 py-1 text-sm font-medium', statusTone[shown])}>{statusLabels[shown]}</span>
            </dd>
          </div>
        </dl>

        {cancelled ? (
          <div ref={result} tabIndex={-1} role="status" data-testid="manage-result" className="grid justify-items-start gap-4 outline-none">
            <h3 className="flex items-center gap-3 font-display text-2xl leading-tight">
              <Icon name="check-circle-2" className="size-7 text-success" strokeWidth={1.5} />
              {texts.cancelledTitle}
            </h3>
            <p>{outcome === 'cancelled' ? texts.cancelled : texts.alreadyCancelled}</p>
            <Link href="/consulta-gratuita" className={buttonVariants({ variant: 'outline' })}>
              {texts.bookAgain}
            </Link>
          </div>
        ) : (
          <form action={formAction} aria-busy={pending} data-testid="manage-cancel-form" className="grid justify-items-start gap-4">
            <input type="hidden" name="token" value={token} />
            {problem ? (
              <div ref={result} tabIndex={-1} role="alert" className="text-destructive outline-none">
                {problem}
              </div>
            ) : null}
            <p className="text-muted-foreground">{texts.cancelNote}</p>
            <fieldset disabled={pending || outcome === 'past'} className="contents">
              <Button type="submit" variant="destructive" aria-disabled={pending || undefined}>
                {pending ? texts.cancelling : texts.cancel}
              </Button>
            </fieldset>
          </form>
        )}
      </div>
    </section>
  );
}
