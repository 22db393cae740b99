'use client';

import type { ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import { focusOnMount } from '@/components/forms/focus-on-mount';
import type { FormView } from '@/components/forms/form-view';
import { perLocale } from '@/components/forms/per-locale';
import { FormSubmit } from '@/components/forms/form-submit';
import { ProgressiveForm } from '@/components/forms/progressive-form';
import { ConsentField } from '@/components/lead/consent-field';
import { Honeypot } from '@/components/lead/honeypot';
import { Field, fieldAria } from '@/components/ui/field';
import { Input, textareaClasses } from '@/components/ui/input';
import { sendContact } from '@/lib/actions/contact';
import type { Locale } from '@/lib/i18n/locales';
import type { ContactFormValues } from '@/lib/schemas/contact';
import { Icon } from '@/components/ui/icon';

export type ContactFormLabels = {
  name: string;
  email: string;
  subject: string;
  message: string;
  terms: ReactNode;
  submit: string;
  sending: string;
  successTitle: string;
  failure: { title: string; description: string };
  validation: Record<string, string>;
};

const sendContactIn = perLocale(sendContact);

// zod and its resolver load with react-hook-form on the first interaction, not with the page.
async function loadResolver(): Promise<Resolver<ContactFormValues, unknown, ContactFormValues>> {
  return (await import('./contact-resolver')).contactResolver;
}

function ContactFields({ labels, view }: { labels: ContactFormLabels; view: FormView<ContactFormValues> }) {
  const { control, errorOf, submitting, problem, result } = view;
  const text = (name: 'name' | 'email' | 'subject', type: string, autoComplete: string) => (
    <Field id={`contact-${name}`} label={labels[name]} error={errorOf(name)}>
      <Input
        type={type}
        autoComplete={autoComplete}
        {...control(name)}
        {...fieldAria(`contact-${name}`, { error: errorOf(name) })}
      />
    </Field>
  );
  return (
    <>
      {result?.success ? (
        // autoFocus brings the answer into view after a post without JavaScript; the ref focuses it after a send with
        // JavaScript too (the disabled submit button had dropped the focus to the page). Stable: it runs on mount only.
        <div role="status" tabIndex={-1} autoFocus ref={focusOnMount} data-testid="contact-success" className="form-ok">
          <Icon name="check-circle-2" className="mt-0.5 size-5 shrink-0 text-success" />
          <p>
            <strong className="block font-semibold">{labels.successTitle}</strong>
            {result.message}
          </p>
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {text('name', 'text', 'name')}
        {text('email', 'email', 'email')}
      </div>
      {text('subject', 'text', 'off')}
      <Field id="contact-message" label={labels.message} error={errorOf('message')}>
        <textarea
          data-slot="textarea"
          className={textareaClasses}
          rows={5}
          {...control('message')}
          {...fieldAria('contact-message', { error: errorOf('message') })}
        />
      </Field>
      <ConsentField id="contact-terms" label={labels.terms} error={errorOf('terms')} control={control('terms')} />
      <Honeypot control={control('website')} />
      <FormSubmit
        problem={problem}
        submitting={submitting}
        label={labels.submit}
        busyLabel={labels.sending}
        variant="default"
      />
    </>
  );
}

/** Contact form states: idle, sending, success (form reset, 'message sent' text) or the destructive toast. */
export function ContactForm({ locale, labels }: { locale: Locale; labels: ContactFormLabels }) {
  return (
    <ProgressiveForm<ContactFormValues>
      action={sendContactIn[locale]}
      fields={['name', 'email', 'subject', 'message', 'terms', 'website']}
      checkboxes={['terms']}
      loadResolver={loadResolver}
      validation={labels.validation}
      failure={labels.failure}
      onSuccess={(_values, clear) => clear()}
      testId="contact-form"
      // The home page it is on, without the fragment it may have been opened with (#contacto): see FormOptions.
      permalink={`/${locale}`}
      className="grid gap-5"
    >
      {(view) => <ContactFields labels={labels} view={view} />}
    </ProgressiveForm>
  );
}
