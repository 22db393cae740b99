import type { GlobalConfig } from 'payload';
import { staffOnly } from '../../access';
import { label } from '../../fields';
import { revalidatePublishedGlobal } from '../../hooks/revalidate';
import { globalVersions, versionAccess } from '../../versions';
import { caseStudiesTab, servicesTab, testimonialsTab } from './proof';
import { clientsTab, pricingTab, teamTab } from './offer';

export { HIGHLIGHT_KEYS, SOCIAL_NETWORKS, STAT_ICONS, TESTIMONIAL_RATINGS } from './proof';

/**
 * The home page's highlights and proof: the four service cards, case studies, testimonials, pricing plans, team and
 * client logos, each list in the order the page shows it (drag to reorder).
 */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: label('Página de inicio', 'Home page', 'Pagina iniziale'),
  admin: { group: label('Páginas', 'Pages', 'Pagine') },
  access: { ...versionAccess, update: staffOnly },
  versions: globalVersions,
  fields: [
    {
      type: 'tabs',
      tabs: [servicesTab, caseStudiesTab, testimonialsTab, pricingTab, teamTab, clientsTab],
    },
  ],
  hooks: revalidatePublishedGlobal('home-page'),
};
