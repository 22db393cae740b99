/** The shapes of what the studio edits on the home, services and NM+IA pages, as the pages receive them. */

/** Icon names from lucide-react, which the site's components already use. */
export type StatIcon = 'trending-up' | 'calendar-check' | 'eye' | 'shopping-bag' | 'mouse-pointer-click' | 'users';

export interface ServiceHighlight {
  key: 'architecture' | 'corporate' | 'tourism' | 'nmai';
  title: string;
  description: string;
  link: string;
}

export interface CaseStudy {
  title: string;
  category: string;
  description: string;
  image: string;
  stat: string;
  statIcon: StatIcon;
}

export interface Testimonial {
  quote: string;
  name: string;
  position: string;
  company: string;
  image: string;
  rating: 5 | 4.5;
}

export interface PricingPlan {
  title: string;
  subtitle: string;
  /** Euros before VAT; the page formats it for the language. */
  price: number;
  duration: string;
  features: string[];
  button: string;
  popular: boolean;
}

export interface TeamMember {
  name: string;
  position: string;
  bio: string;
  image: string;
  social: { id: string; label: string; href: string }[];
}

export interface ClientLogo {
  name: string;
  image: string;
}

export interface HomePageContent {
  highlights: ServiceHighlight[];
  caseStudies: CaseStudy[];
  testimonials: Testimonial[];
  plans: PricingPlan[];
  team: TeamMember[];
  clients: ClientLogo[];
}

export interface ServiceStageContent {
  title: string;
  subtitle: string;
  description: string;
  bullets: string[];
  imageAlt: string;
}

export interface NmIaPageContent {
  steps: { title: string; text: string }[];
  quote: { text: string; author: string; role: string };
}
