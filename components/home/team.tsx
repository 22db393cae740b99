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
  const [t, { team }] = await Promise.all([
    getTranslations({ locale, namespace: 'home.team' }),
    homePageContent(locale),
  ]);
  return (
    <section id={HOME_ANCHORS.team} aria-labelledby="team-title" className="render-on-approach team">
      <div className="sec">
        <SectionHeading
          id="team-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          description={t('description')}
          className="reveal"
        />
        {/* On phones a small portrait beside the text, so six people do not make a page of their own. */}
        <ul className="people">
          {/* Keyed by place, not by name: a key is written out in the page's serialized tree. */}
          {team.map((member, index) => (
            <li key={index} data-testid="team-member" className="reveal">
              <div className="frame">
                <StaticImage
                  src={member.image}
                  alt={t('portraitAlt', { name: member.name })}
                  fill
                  sizes="(max-width: 640px) 104px, (max-width: 1024px) 50vw, 384px"
                  widths={[384, 640, 800]}
                />
              </div>
              <div>
                <h3>{member.name}</h3>
                <p className="pos">{member.position}</p>
                <p className="bio">{member.bio}</p>
                <ul>
                  {member.social.map((link) => (
                    <li key={link.id}>
                      <a
                        href={link.href}
                        rel="noopener noreferrer"
                        aria-label={t('social', { name: member.name, network: link.label })}
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
