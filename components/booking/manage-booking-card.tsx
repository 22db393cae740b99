'use client';

import { useActionState, useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, fieldAria } from '@/components/ui/field';
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

const CONFIRM_ID = 'manage-confirm';
// The cancelled booking's message, named by its title and described by its text: read out as focus moves to it.
const RESULT_TITLE_ID = 'manage-result-title';
const RESULT_TEXT_ID = 'manage-result-text';
const RESULT_REASON_ID = 'manage-result-reason';

type Props = {
  locale: Locale;
  token: string;
  status: AppointmentStatus;
  /** Who cancelled it, when it is cancelled, and the studio's reason. */
  cancellation: { by?: 'visitor' | 'studio' | undefined; reason?: string | undefined };
  statusLabels: Record<AppointmentStatus | 'cancelledByStudio', string>;
  details: { date: string; time: string; service: string; name: string };
  /** Where the video call happens; absent for an older booking without one. */
  meetingUrl?: string;
  /** The "change the time" form (the server's), while the booking may be moved. */
  reschedule?: ReactNode;
  /** Why it cannot be moved any more from here, when it cannot. */
  movesNote?: string | undefined;
  texts: ManageTexts;
};

/**
 * The booking a manage link opens, and its cancel: a real form posting to the server action, so that it
 * cancels without JavaScript too (the server renders the cancelled page). The cancel needs the tick "Yes, I want to
 * cancel": the server refuses it without (its error under the box). With JavaScript the button says it is busy, a
 * second press is ignored, and focus moves to the result (or to the box left unticked) so that it is announced: the
 * cancelled booking's message by its title and text. Once cancelled, the server renders the page around the card again
 * (its intro, lib/actions/manage-booking.ts), so that the whole page reads as the one a form posted without JavaScript
 * gets.
 * A booking the studio cancelled is shown as the studio's, with its reason: neither a success nor an offer to cancel.
 */
export function ManageBookingCard({
  locale,
  token,
  status,
  cancellation,
  statusLabels,
  details,
  meetingUrl,
  reschedule,
  movesNote,
  texts,
}: Props) {
  const [state, formAction, pending] = useActionState(cancelIn[locale], null);
  const result = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLInputElement>(null);
  const outcome = state?.outcome;
  useEffect(() => {
    if (!state) return;
    if (state.outcome === 'unconfirmed') confirm.current?.focus();
    else result.current?.focus();
  }, [state]);

  const cancelled = status === 'cancelled' || outcome === 'cancelled' || outcome === 'already-cancelled';
  // This form's own cancel is the visitor's; an earlier one is whoever the provider says.
  const by =
    outcome === 'cancelled'
      ? 'visitor'
      : outcome === 'already-cancelled'
        ? (state?.cancelledBy ?? cancellation.by)
        : cancellation.by;
  const byStudio = cancelled && by === 'studio';
  const reason = byStudio ? (outcome === 'already-cancelled' ? state?.cancelReason : cancellation.reason) : undefined;
  const shown: AppointmentStatus = cancelled ? 'cancelled' : status;
  const problem =
    outcome === 'past'
      ? texts.past
      : outcome === 'invalid'
        ? texts.invalid
        : outcome === 'rate-limited'
          ? texts.tooMany
          : outcome === 'error'
            ? texts.error
            : undefined;
  const confirmError = outcome === 'unconfirmed' ? texts.confirmRequired : undefined;
  const rows: [string, string][] = [
    [texts.date, details.date],
    [texts.time, details.time],
    [texts.service, details.service],
    [texts.name, details.name],
  ];

  return (
    <section
      aria-labelledby="manage-summary"
      className="mx-auto max-w-[88rem] px-5 pt-12 pb-20 sm:px-8 md:pt-16 md:pb-28"
    >
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
              <span className={clsx('inline-block rounded-full px-3 py-1 text-sm font-medium', statusTone[shown])}>
                {byStudio ? statusLabels.cancelledByStudio : statusLabels[shown]}
              </span>
            </dd>
          </div>
        </dl>

        {cancelled ? null : (
          <div className="grid justify-items-start gap-3 rounded-lg bg-muted/60 p-5" data-testid="manage-meeting">
            <h3 className="font-display text-xl leading-tight">{texts.meeting}</h3>
            {meetingUrl ? (
              <>
                <p>{texts.meetingNote}</p>
                <a href={meetingUrl} rel="noopener noreferrer" className={buttonVariants({ variant: 'outline' })}>
                  {texts.meetingJoin}
                </a>
                <p className="text-sm break-all text-muted-foreground">{meetingUrl}</p>
              </>
            ) : (
              <p>{texts.meetingLater}</p>
            )}
          </div>
        )}

        {byStudio ? (
          <div
            ref={result}
            tabIndex={-1}
            role="status"
            aria-labelledby={RESULT_TITLE_ID}
            aria-describedby={reason ? `${RESULT_TEXT_ID} ${RESULT_REASON_ID}` : RESULT_TEXT_ID}
            data-testid="manage-result"
            data-cancelled-by="studio"
            className="grid justify-items-start gap-4 outline-none"
          >
            <h3 id={RESULT_TITLE_ID} className="font-display text-2xl leading-tight">
              {texts.studioCancelledTitle}
            </h3>
            <p id={RESULT_TEXT_ID}>{texts.studioCancelled}</p>
            {reason ? (
              <div
                id={RESULT_REASON_ID}
                className="grid gap-1 border-l-2 border-border pl-4"
                data-testid="manage-studio-reason"
              >
                <p className="text-sm font-semibold text-muted-foreground">{texts.studioReason}</p>
                {/* The studio's own words, as text (React escapes it), its line breaks kept. */}
                <p className="whitespace-pre-line">{reason}</p>
              </div>
            ) : null}
            <Link href="/consulta-gratuita" className={buttonVariants({ variant: 'outline' })}>
              {texts.bookAgain}
            </Link>
          </div>
        ) : cancelled ? (
          <div
            ref={result}
            tabIndex={-1}
            role="status"
            aria-labelledby={RESULT_TITLE_ID}
            aria-describedby={RESULT_TEXT_ID}
            data-testid="manage-result"
            className="grid justify-items-start gap-4 outline-none"
          >
            <h3 id={RESULT_TITLE_ID} className="flex items-center gap-3 font-display text-2xl leading-tight">
              <Icon name="check-circle-2" className="size-7 text-success" strokeWidth={1.5} />
              {texts.cancelledTitle}
            </h3>
            <p id={RESULT_TEXT_ID}>{outcome === 'cancelled' ? texts.cancelled : texts.alreadyCancelled}</p>
            <Link href="/consulta-gratuita" className={buttonVariants({ variant: 'outline' })}>
              {texts.bookAgain}
            </Link>
          </div>
        ) : (
          <>
            {reschedule ??
              (movesNote ? (
                <p className="border-t pt-8 text-muted-foreground" data-testid="manage-no-moves">
                  {movesNote}
                </p>
              ) : null)}
            <form
              action={formAction}
              aria-busy={pending}
              data-testid="manage-cancel-form"
              className="grid justify-items-start gap-4 border-t pt-8"
            >
              <input type="hidden" name="token" value={token} />
              {problem ? (
                <div ref={result} tabIndex={-1} role="alert" className="text-destructive outline-none">
                  {problem}
                </div>
              ) : null}
              <p className="text-muted-foreground">{texts.cancelNote}</p>
              <fieldset disabled={pending || outcome === 'past'} className="contents">
                <div className="grid gap-2">
                  <div className="flex items-start gap-3">
                    <Checkbox
                      ref={confirm}
                      name="confirm"
                      value="on"
                      className="mt-0.5"
                      aria-required="true"
                      {...fieldAria(CONFIRM_ID, { error: confirmError })}
                    />
                    <label htmlFor={CONFIRM_ID} className="leading-snug">
                      {texts.confirmCancel}
                    </label>
                  </div>
                  <FieldError id={`${CONFIRM_ID}-error`} message={confirmError} />
                </div>
                <Button type="submit" variant="destructive" aria-disabled={pending || undefined}>
                  {pending ? texts.cancelling : texts.cancel}
                </Button>
              </fieldset>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
