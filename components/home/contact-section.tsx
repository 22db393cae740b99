import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { consentSentence } from '@/components/lead/consent-label';
import { SectionHeading } from '@/components/site/section-heading';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
import { HOME_ANCHORS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { studio } from '@/lib/site';
import { studioAddress } from '@/lib/studio-address';

const VALIDATION_KEYS = [
  'nameRequired',
  'emailRequired',
  'subjectRequired',
  'messageTooShort',
  'acceptTerms',
  'textTooLong',
  'invalidCharacters',
] as const;

/** Contact section (anchor contacto): the studio's details and the contact form. */
export async function ContactSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.contact' });
  const form = await getTranslations({ locale, namespace: 'contact' });
  const footer = await getTranslations({ locale, namespace: 'footer' });
  const errors = await getTranslations({ locale, namespace: 'errors' });
  const rows: { icon: IconName; label: string; value: string; href?: string }[] = [
    { icon: 'mail', label: footer('emailLabel'), value: studio.email, href: `mailto:${studio.email}` },
    { icon: 'phone', label: footer('phoneLabel'), value: studio.phone, href: studio.phoneHref },
    { icon: 'map-pin', label: footer('addressLabel'), value: studioAddress(locale) },
    { icon: 'clock', label: footer('hoursLabel'), value: footer('hours') },
  ];
  return (
    <section id={HOME_ANCHORS.contact} aria-labelledby="contact-title" className="render-on-approach">
      <div className="reveal contact">
        <div>
          <SectionHeading id="contact-title" eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
          <dl>
            {rows.map(({ icon, label, value, href }) => (
              <div key={label}>
                <dt>
                  <Icon name={icon} strokeWidth={1.5} />
                  {label}
                </dt>
                <dd>{href ? <a href={href}>{value}</a> : value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="contact-card">
          <h3>{form('formTitle')}</h3>
          <ContactForm
            locale={locale}
            labels={{
              name: form('name'),
              email: form('email'),
              subject: form('subject'),
              message: form('message'),
              terms: await consentSentence(locale),
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
