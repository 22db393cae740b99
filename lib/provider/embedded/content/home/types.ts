import type { Localized } from '../galleries/types';

/** Home page people and proof: seeded here in three languages, resolved per language by ./index.ts. */
export interface TeamMemberSeed {
  slug: string;
  name: string;
  position: Localized;
  bio: Localized;
  social: { id: 'linkedin' | 'instagram' | 'behance' | 'vimeo'; href: string }[];
}

export interface TestimonialSeed {
  slug: string;
  name: string;
  company: string;
  position: Localized;
  quote: Localized;
  rating: 5 | 4.5;
}

/** Icon names from lucide-react, which the site's components already use. */
export type StatIcon = 'trending-up' | 'calendar-check' | 'eye' | 'shopping-bag' | 'mouse-pointer-click' | 'users';

export interface CaseStudySeed {
  slug: string;
  title: Localized;
  category: Localized;
  description: Localized;
  stat: Localized;
  statIcon: StatIcon;
}

export interface TeamMember {
  name: string;
  position: string;
  bio: string;
  image: string;
  social: { id: string; label: string; href: string }[];
}

export interface Testimonial {
  quote: string;
  name: string;
  position: string;
  company: string;
  image: string;
  rating: 5 | 4.5;
}

export interface CaseStudy {
  title: string;
  category: string;
  description: string;
  image: string;
  stat: string;
  statIcon: StatIcon;
  buttonText: string;
}

export interface ClientLogo {
  name: string;
  image: string;
}
