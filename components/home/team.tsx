import { StaticImage } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/site/section-heading';
import { SocialIcon } from '@/components/site/social-icon';
import { HOME_ANCHORS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { homePageContent } from '@/lib/provider/home-content';
import { studio } from '@/lib/site';

type Network = (typeof studio.social)[number]['id'];
const networks = new Set<string>(studio.social.map((link) => link.id));
const isNetwork = (id: string): id is Network => networks.has(id);

/** Team section (anchor team): the six people, with portrait, position, bio and social links. */
export async function Team({ locale }: { locale: Locale }) {
  const [t, { team }] = await Promise.all([getTranslations({ locale, namespace: 'home.team' }), homePageContent(locale)]);
  return (
    <section id={HOME_ANCHORS.team} aria-labelledby="team-title" className="render-on-approach border-t border-border bg-card">
      <div className="mx-auto max-w-[88rem] px-5 py-24 sm:px-8 md:py-32">
        <SectionHeading id="team-title" eyebrow={t('eyebrow')} title={t('title')} description={t('description')} className="reveal" />
        {/* On phones a small portrait beside the text, so six people do not make a page of their own. */}
        <ul className="mt-16 grid gap-x-8 gap-y-10 sm:grid-cols-2 sm:gap-y-14 lg:grid-cols-3">
          {team.map((member) => (
            <li key={member.name} data-testid="team-member" className="reveal grid grid-cols-[6.5rem_1fr] items-start gap-x-5 sm:block">
              <div className="relative aspect-square overflow-hidden rounded-xl bg-muted">
                <StaticImage
                  src={member.image}
                  alt={t('portraitAlt', { name: member.name })}
                  fill
                  sizes="(max-width: 640px) 104px, (max-width: 1024px) 50vw, 384px"
                  className="object-cover grayscale-[35%] transition duration-500 hover:grayscale-0"
                />
              </div>
              <div>
                <h3 className="text-xl font-normal sm:mt-6 sm:text-2xl">{member.name}</h3>
                <p className="mt-1 text-sm font-medium text-accent">{member.position}</p>
                <p className="mt-3 leading-relaxed text-muted-foreground">{member.bio}</p>
                <ul className="mt-4 flex gap-2">
                  {member.social.map((link) => (
                    <li key={link.id}>
                      <a
                        href={link.href}
                        rel="noopener noreferrer"
                        aria-label={t('social', { name: member.name, network: link.label })}
                        className="inline-flex size-10 items-center justify-center rounded-full border border-border text-foreground/70 hover:border-foreground hover:text-foreground"
                      >
                        {isNetwork(link.id) ? <SocialIcon network={link.id} /> : link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
