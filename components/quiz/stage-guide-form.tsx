'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { buttonVariants } from '@/components/ui/button-variants';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field';
import { controlClasses } from '@/components/ui/input';
import type { QuizFormState } from '@/lib/actions/quiz';
import type { QuizStage } from '@/lib/domain/quiz';
import { leadMagnetFormSchema, type LeadMagnetFormValues } from '@/lib/schemas/lead-magnet';
import { remember } from './quiz-storage';
import type { GuideFormTexts, StageResultTexts } from './quiz-texts';
import { useHydrated } from '@/lib/hooks/use-hydrated';

type Props = {
  locale: string;
  stage: QuizStage;
  texts: GuideFormTexts;
  stageTexts: StageResultTexts;
  formAction: (input: FormData) => void;
  serverGuide: Extract<QuizFormState, { step: 'result' }> | undefined;
};

type Status = 'idle' | 'sending' | 'sent' | 'failed';

async function postLead(locale: string, stage: QuizStage, email: string): Promise<boolean> {
  const query = new URLSearchParams({ lang: locale, stage: String(stage), type: 'stage_specific', source: 'quiz' });
  try {
    const response = await fetch(`/api/lead-magnet?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, acceptTerms: true }),
    });
    const body: unknown = await response.json().catch(() => null);
    return response.ok && typeof body === 'object' && body !== null && 'success' in body && body.success === true;
  } catch (error) {
    console.error('[quiz] the guide request failed', error);
    return false;
  }
}

/**
 * The result's e-mail form: e-mail and consent, submit disabled while sending or while either is
 * missing; it posts to /api/lead-magnet with the stage, type stage_specific and source quiz. Without JavaScript it is
 * a plain form that the quiz's server action hands to the lead-magnet action.
 */
export function StageGuideForm({ locale, stage, texts, stageTexts, formAction, serverGuide }: Props) {
  const enhanced = useHydrated();
  const [status, setStatus] = useState<Status>('idle');
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const form = useForm<LeadMagnetFormValues>({
    resolver: zodResolver(leadMagnetFormSchema),
    defaultValues: { email: serverGuide?.email ?? '' },
  });
  const email = useWatch({ control: form.control, name: 'email' });
  const accepted = useWatch({ control: form.control, name: 'acceptTerms' }) === true;
  const result = serverGuide?.guide;
  const sent = enhanced ? status === 'sent' : result?.success === true;
  const fieldErrors = !enhanced && result && !result.success ? result.fieldErrors : {};
  // A field the server refused is said under that field; the general failure is for a send that did not go through.
  const failed = enhanced ? status === 'failed' : result?.success === false && Object.keys(fieldErrors).length === 0;
  const emailError = form.formState.errors.email ? texts.emailInvalid : fieldErrors.email;
  const termsError = form.formState.errors.acceptTerms ? texts.acceptTerms : fieldErrors.acceptTerms;

  // The submit button disappears with the form: focus goes to the confirmation, not to the top of the page.
  // After a failed send the button (disabled while sending, so the focus had dropped to the page) takes it back, right
  // after the alert, for another try.
  useEffect(() => {
    if (status === 'sent') sentHeading.current?.focus();
    if (status === 'failed') submitButton.current?.focus();
  }, [status]);

  const onValid = form.handleSubmit(async (values) => {
    setStatus('sending');
    const ok = await postLead(locale, stage, values.email);
    if (ok) remember('leadMagnetEmail', values.email.trim());
    setStatus(ok ? 'sent' : 'failed');
  });

  if (sent) {
    return (
      <div role="status" className="rounded-xl border border-accent/40 bg-accent/5 p-6">
        <h4
          ref={sentHeading}
          tabIndex={-1}
          className="rounded-sm font-display text-2xl outline-offset-4 focus-visible:outline-2"
        >
          {texts.successTitle}
        </h4>
        <p className="mt-2 text-muted-foreground">{texts.successText}</p>
        {/* The label is long in every language: it wraps on a phone instead of widening the quiz past the screen. */}
        <a
          href={`/api/download-pdf?lang=${locale}&stage=${stage}`}
          download
          className={`${buttonVariants({ variant: 'accent' })} mt-5 h-auto! min-h-11 py-2.5 text-center whitespace-normal!`}
        >
          {stageTexts.download}
        </a>
      </div>
    );
  }

  const sending = status === 'sending';
  return (
    <form
      action={formAction}
      onSubmit={enhanced ? onValid : undefined}
      noValidate
      className="grid gap-5 rounded-xl border border-border bg-card p-6"
    >
      <div>
        <h4 className="font-display text-2xl">{texts.title}</h4>
        <p className="mt-2 text-muted-foreground">{stageTexts.guideText}</p>
      </div>
      <input type="hidden" name="intent" value="guide" />
      <input type="hidden" name="stage" value={stage} />
      <div className="grid gap-2">
        <label htmlFor="quiz-guide-email" className="text-sm font-medium">
          {texts.email}
        </label>
        <input
          id="quiz-guide-email"
          type="email"
          autoComplete="email"
          className={`${controlClasses} h-11 py-2`}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'quiz-guide-email-error' : undefined}
          // Without JavaScript the server's page keeps what the visitor typed (react-hook-form writes no value there).
          defaultValue={enhanced ? undefined : serverGuide?.email}
          {...form.register('email')}
        />
        <FieldError id="quiz-guide-email-error" message={emailError} />
      </div>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id="quiz-guide-consent"
            className="mt-0.5"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'quiz-guide-consent-error' : undefined}
            {...form.register('acceptTerms')}
          />
          <label htmlFor="quiz-guide-consent" className="text-sm leading-relaxed">
            {texts.consent}
          </label>
        </div>
        <FieldError id="quiz-guide-consent-error" message={termsError} />
      </div>
      {failed ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive"
        >
          {texts.failure}
        </p>
      ) : null}
      <div>
        <button
          ref={submitButton}
          type="submit"
          disabled={enhanced && (sending || !email?.trim() || !accepted)}
          className={buttonVariants({ variant: 'accent' })}
        >
          {sending ? texts.sending : texts.submit}
        </button>
      </div>
    </form>
  );
}
