'use client';

import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import { Honeypot } from '@/components/lead/honeypot';
import { ConsentField } from '@/components/lead/consent-field';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { sendContact } from '@/lib/actions/contact';
import { useActionForm } from '@/lib/hooks/use-action-form';
import type { ContactFormValues } from '@/lib/schemas/contact';

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

// zod and its resolver load with the first submission, not with the page.
const resolver: Resolver<ContactFormValues, unknown, ContactFormValues> = async (values, context, options) => {
  const [{ zodResolver }, { contactFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/schemas/contact')]);
  return zodResolver(contactFormSchema, undefined, { raw: true })(values, context, options);
};

const empty = { name: '', email: '', subject: '', message: '' };

/** Spec §4 Contact form: idle, sending, success (form reset, §8 text) or the destructive toast. */
export function ContactForm({ locale, labels }: { locale: string; labels: ContactFormLabels }) {
  const { form, formAction, onSubmit, result, errorOf, isSubmitting, failedWithoutFields } = useActionForm<ContactFormValues>({
    action: sendContact.bind(null, locale),
    resolver,
    defaultValues: empty,
    validation: labels.validation,
    failure: labels.failure,
    onSuccess: () => form.reset(empty),
  });
  const text = (name: 'name' | 'email' | 'subject', type: string, autoComplete: string) => {
    const error = errorOf(name);
    return (
      <Field id={`contact-${name}`} label={labels[name]} error={error}>
        <Input type={type} autoComplete={autoComplete} {...form.register(name)} {...fieldAria(`contact-${name}`, { error })} />
      </Field>
    );
  };
  const messageError = errorOf('message');
  const termsError = errorOf('terms');

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate data-testid="contact-form" className="grid gap-5">
      {result?.success ? (
        <div role="status" data-testid="contact-success" className="flex gap-3 rounded-xl border border-success/40 bg-success/10 p-4">
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
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
      <Field id="contact-message" label={labels.message} error={messageError}>
        <Textarea rows={5} {...form.register('message')} {...fieldAria('contact-message', { error: messageError })} />
      </Field>
      <ConsentField id="contact-terms" label={labels.terms} error={termsError} registration={form.register('terms')} />
      <Honeypot register={form.register('website')} />
      {failedWithoutFields ? <p role="alert" className="text-sm font-medium text-destructive">{failedWithoutFields}</p> : null}
      <button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        className={buttonVariants({ variant: 'default', size: 'lg', className: 'justify-self-start' })}
      >
        {isSubmitting ? labels.sending : labels.submit}
      </button>
    </form>
  );
}
