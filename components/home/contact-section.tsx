import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { consentTags } from '@/components/lead/consent-label';
import { SectionHeading } from '@/components/site/section-heading';
import { HOME_ANCHORS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { studio } from '@/lib/site';

const VALIDATION_KEYS = ['nameRequired', 'emailRequired', 'subjectRequired', 'messageTooShort', 'acceptTerms', 'textTooLong', 'invalidCharacters'] as const;

/** Contact section (anchor contacto): the studio's details and the contact form. */
export async function ContactSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.contact' });
  const form = await getTranslations({ locale, namespace: 'contact' });
  const footer = await getTranslations({ locale, namespace: 'footer' });
  const errors = await getTranslations({ locale, namespace: 'errors' });
  const rows = [
    { Icon: Mail, label: footer('emailLabel'), value: studio.email, href: `mailto:${studio.email}` },
    { Icon: Phone, label: footer('phoneLabel'), value: studio.phone, href: studio.phoneHref },
    { Icon: MapPin, label: footer('addressLabel'), value: footer('address') },
    { Icon: Clock, label: footer('hoursLabel'), value: footer('hours') },
  ];
  return (
    <section id={HOME_ANCHORS.contact} aria-labelledby="contact-title" className="render-on-approach">
      <div className="reveal mx-auto grid max-w-[88rem] gap-14 px-5 py-24 sm:px-8 md:py-32 lg:grid-cols-[1fr_1.15fr] lg:gap-20">
        <div>
          <SectionHeading id="contact-title" eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
          <dl className="mt-12 divide-y divide-border border-y border-border">
            {rows.map(({ Icon, label, value, href }) => (
              <div key={label} className="relative py-5 pl-10">
                <dt className="text-xs font-semibold uppercase tracking-[0.2em] text-muted-foreground">
                  <Icon aria-hidden className="absolute top-5 left-0 size-5 text-accent" strokeWidth={1.5} />
                  {label}
                </dt>
                <dd className="mt-1.5 text-lg">
                  {href ? <a href={href} className="underline-offset-4 hover:underline">{value}</a> : value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="rounded-2xl border border-border bg-card p-6 sm:p-10">
          <h3 className="mb-8 text-2xl font-normal">{form('formTitle')}</h3>
          <ContactForm
            locale={locale}
            labels={{
              name: form('name'),
              email: form('email'),
              subject: form('subject'),
              message: form('message'),
              terms: form.rich('terms', consentTags(locale)),
              submit: form('submit'),
              sending: form('sending'),
              successTitle: form('successTitle'),
              failure: { title: errors('contact.title'), description: errors('contact.message') },
              validation: Object.fromEntries(VALIDATION_KEYS.map((key) => [key, errors(`validation.${key}`)])),
            }}
          />
        </div>
      </div>
    </section>
  );
}
