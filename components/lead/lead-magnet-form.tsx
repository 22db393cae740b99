'use client';

import type { ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import { focusOnMount } from '@/components/forms/focus-on-mount';
import { perLocale } from '@/components/forms/per-locale';
import { FormSubmit } from '@/components/forms/form-submit';
import { ProgressiveForm } from '@/components/forms/progressive-form';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { requestGuide } from '@/lib/actions/lead-magnet';
import { STORAGE_KEYS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import type { LeadMagnetFormValues } from '@/lib/schemas/lead-magnet';
import { ConsentField } from './consent-field';
import { Honeypot } from './honeypot';
import { Icon } from '@/components/ui/icon';

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

type Props = { locale: Locale; pdfHref: string; labels: LeadMagnetLabels };

const requestGuideIn = perLocale(requestGuide);

// zod and its resolver load with react-hook-form on the first interaction, not with the page.
async function loadResolver(): Promise<Resolver<LeadMagnetFormValues, unknown, LeadMagnetFormValues>> {
  return (await import('./lead-magnet-resolver')).leadMagnetResolver;
}

function rememberEmail(email: string) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.leadMagnetEmail, email);
  } catch {
    // Storage disabled: the guide was still sent.
  }
}

/** Lead magnet states: form, submitting, thank-you with the PDF of the page's language; toast on failure. */
export function LeadMagnetForm({ locale, pdfHref, labels }: Props) {
  return (
    <ProgressiveForm<LeadMagnetFormValues>
      action={requestGuideIn[locale]}
      fields={['email', 'acceptTerms', 'website']}
      checkboxes={['acceptTerms']}
      loadResolver={loadResolver}
      validation={labels.validation}
      failure={labels.failure}
      onSuccess={(values) => rememberEmail(values.email)}
      testId="lead-form"
      // The home page it is on, without the fragment it may have been opened with (#contacto): see FormOptions.
      permalink={`/${locale}`}
      className="grid gap-5"
      done={(result) => (
        <div data-testid="lead-thanks" className="form-thanks">
          <Icon name="mail-check" className="size-7 text-accent" strokeWidth={1.5} />
          {/* autoFocus brings the answer into view after a post without JavaScript; with JavaScript, the ref focuses it
              when it replaces the form. */}
          <h3 tabIndex={-1} autoFocus ref={focusOnMount} className="mt-4 text-2xl font-normal outline-none">
            {labels.thanksTitle}
          </h3>
          <p role="status" className="mt-3 text-muted-foreground">
            {result.message} {labels.emailed}
          </p>
          <a href={pdfHref} download className={buttonVariants({ variant: 'accent', className: 'mt-6' })}>
            <Icon name="download" />
            {labels.download}
          </a>
        </div>
      )}
    >
      {({ control, errorOf, submitting, problem }) => (
        <>
          <Field id="lead-email" label={labels.email} error={errorOf('email')}>
            <Input
              type="email"
              autoComplete="email"
              placeholder={labels.emailPlaceholder}
              {...control('email')}
              {...fieldAria('lead-email', { error: errorOf('email') })}
            />
          </Field>
          <ConsentField
            id="lead-terms"
            label={labels.terms}
            error={errorOf('acceptTerms')}
            control={control('acceptTerms')}
          />
          <Honeypot control={control('website')} />
          <FormSubmit
            problem={problem}
            submitting={submitting}
            label={labels.submit}
            busyLabel={labels.submitting}
            variant="accent"
          />
        </>
      )}
    </ProgressiveForm>
  );
}
