'use client';

import { Download, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import { ConsentField } from './consent-field';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { requestGuide } from '@/lib/actions/lead-magnet';
import { STORAGE_KEYS } from '@/lib/constants';
import { useActionForm } from '@/lib/hooks/use-action-form';
import type { LeadMagnetFormValues } from '@/lib/schemas/lead-magnet';
import { Honeypot } from './honeypot';

export type LeadMagnetLabels = {
  email: string;
  emailPlaceholder: string;
  terms: ReactNode;
  submit: string;
  submitting: string;
  thanksTitle: string;
  emailed: string;
  download: string;
  failure: { title: string; description: string };
  validation: Record<string, string>;
};

type Props = { locale: string; pdfHref: string; labels: LeadMagnetLabels; source?: string };

// zod and its resolver load with the first submission, not with the page.
const resolver: Resolver<LeadMagnetFormValues, unknown, LeadMagnetFormValues> = async (values, context, options) => {
  const [{ zodResolver }, { leadMagnetFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/schemas/lead-magnet'),
  ]);
  return zodResolver(leadMagnetFormSchema, undefined, { raw: true })(values, context, options);
};

function rememberEmail(email: string) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.leadMagnetEmail, email);
  } catch {
    // Storage disabled: the guide was still sent.
  }
}

/** Spec §4 Lead magnet: form, submitting, thank-you with the PDF of the page's language; toast on failure. */
export function LeadMagnetForm({ locale, pdfHref, labels, source }: Props) {
  const { form, formAction, onSubmit, result, errorOf, isSubmitting, failedWithoutFields } = useActionForm<LeadMagnetFormValues>({
    action: requestGuide.bind(null, locale),
    resolver,
    defaultValues: { email: '' },
    validation: labels.validation,
    failure: labels.failure,
    onSuccess: (values) => rememberEmail(values.email),
  });

  if (result?.success) {
    return (
      <div data-testid="lead-thanks" className="rounded-xl border border-border bg-card p-6 md:p-8">
        <MailCheck aria-hidden className="size-7 text-accent" strokeWidth={1.5} />
        <h3 tabIndex={-1} ref={(node) => node?.focus()} className="mt-4 text-2xl font-normal outline-none">
          {labels.thanksTitle}
        </h3>
        <p role="status" className="mt-3 text-muted-foreground">
          {result.message} {labels.emailed}
        </p>
        <a href={pdfHref} download className={buttonVariants({ variant: 'accent', className: 'mt-6' })}>
          <Download aria-hidden />
          {labels.download}
        </a>
      </div>
    );
  }

  const emailError = errorOf('email');
  const termsError = errorOf('acceptTerms');
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate data-testid="lead-form" className="grid gap-5">
      {source ? <input type="hidden" name="source" value={source} /> : null}
      <Field id="lead-email" label={labels.email} error={emailError}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={labels.emailPlaceholder}
          {...form.register('email')}
          {...fieldAria('lead-email', { error: emailError })}
        />
      </Field>
      <ConsentField id="lead-terms" label={labels.terms} error={termsError} registration={form.register('acceptTerms')} />
      <Honeypot register={form.register('website')} />
      {failedWithoutFields ? <p role="alert" className="text-sm font-medium text-destructive">{failedWithoutFields}</p> : null}
      <button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        className={buttonVariants({ variant: 'accent', size: 'lg', className: 'justify-self-start' })}
      >
        {isSubmitting ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
