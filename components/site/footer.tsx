import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { HOME_ANCHORS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { studio } from '@/lib/site';
import { ContactLink } from './contact-link';
import { Copyright } from './copyright';
import { Logo } from './logo';
import { navItems } from './nav-items';
import { SocialIcon } from './social-icon';
import { legalHrefs } from '@/lib/legal/vocabulary';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';

const legalLinks = [
  { key: 'terms', href: legalHrefs.terms },
  { key: 'legalNotice', href: legalHrefs.notice },
  { key: 'privacy', href: legalHrefs.privacy },
  { key: 'cookies', href: legalHrefs.cookies },
] as const;

const serviceLinks = [
  { key: 'servicesSection', hash: HOME_ANCHORS.services },
  { key: 'whatWeDo', hash: HOME_ANCHORS.whatWeDo },
  { key: 'bookCall', hash: HOME_ANCHORS.cta },
] as const;

const headingClass = 'mb-5 text-[0.7rem] font-semibold uppercase tracking-[0.22em] text-paper/60';
const linkClass = 'text-paper/85 transition-colors hover:text-paper hover:underline underline-offset-4';

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const consent = await getTranslations({ locale, namespace: 'consent' });

  return (
    <footer className="bg-ink text-paper">
      <div className="mx-auto grid max-w-[88rem] gap-12 px-5 pt-20 pb-12 sm:px-8 md:grid-cols-2 xl:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="max-w-sm">
          <Logo className="[&_span_span]:text-paper/60 [&_svg]:text-[#e7a57f]" />
          <p className="mt-6 font-display text-xl leading-snug text-paper/90">{t('tagline')}</p>
          <p className={`${headingClass} mt-8 mb-3`}>{t('follow')}</p>
          <ul className="flex gap-2">
            {studio.social.map((network) => (
              <li key={network.id}>
                <a
                  href={network.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={t('socialPlaceholder', { network: network.label })}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-paper/20 text-paper/80 transition-colors hover:border-paper hover:text-paper"
                >
                  <SocialIcon network={network.id} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={`${headingClass} font-sans`}>{t('quickLinks')}</h2>
          <ul className="space-y-2.5 text-sm">
            {navItems.map((item) => (
              <li key={item.key}>
                <Link href={item.href} className={linkClass}>{nav(item.key)}</Link>
              </li>
            ))}
            <li>
              <Link href="/consulta-gratuita" className={linkClass}>{t('consultation')}</Link>
            </li>
            <li>
              <ContactLink className={linkClass}>{nav('contact')}</ContactLink>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={`${headingClass} font-sans`}>{t('serviceLinks')}</h2>
          <ul className="space-y-2.5 text-sm">
            {serviceLinks.map((item) => (
              <li key={item.key}>
                <Link href={{ pathname: '/', hash: item.hash }} className={linkClass}>{t(item.key)}</Link>
              </li>
            ))}
            <li>
              <Link href="/servicios" className={linkClass}>{t('servicesPage')}</Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className={`${headingClass} font-sans`}>{t('contact')}</h2>
          <address className="space-y-4 text-sm not-italic text-paper/85">
            <p className="flex gap-3"><MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-paper/50" /><span><span className="sr-only">{t('addressLabel')}: </span>{t('address')}</span></p>
            <p className="flex gap-3"><Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-paper/50" /><a className={linkClass} href={`mailto:${studio.email}`}><span className="sr-only">{t('emailLabel')}: </span>{studio.email}</a></p>
            <p className="flex gap-3"><Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-paper/50" /><a className={linkClass} href={studio.phoneHref}><span className="sr-only">{t('phoneLabel')}: </span>{studio.phone}</a></p>
            <p className="flex gap-3"><Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-paper/50" /><span><span className="sr-only">{t('hoursLabel')}: </span>{t('hours')}</span></p>
          </address>
        </div>
      </div>

      <div className="border-t border-paper/15">
        {/* Room for the floating chat button, which would otherwise sit on the last legal links ('Cookie settings'
            among them): below them on a phone, beside them on a wide screen. */}
        <div className="mx-auto flex max-w-[88rem] flex-col gap-4 px-5 pt-6 pb-24 text-xs text-paper/70 sm:px-8 lg:flex-row lg:items-center lg:justify-between lg:pr-28 lg:pb-6">
          <Copyright buildYear={new Date().getFullYear()} template={t.raw('copyright') as string} />
          <nav aria-label={t('legal')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((item) => (
                <li key={item.key}>
                  {/* Unprefixed on purpose: the proxy sends the visitor to their stored language. */}
                  <a href={item.href} className={linkClass}>{t(item.key)}</a>
                </li>
              ))}
              <li>
                <CookieSettingsButton className={`${linkClass} cursor-pointer`} label={consent('settingsLink')} />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
