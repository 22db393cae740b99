/**
 * The home page's people and proof (case studies, testimonials, team, client logos, lead-magnet images).
 * The provider's API has no call for them, so every provider shares the product's own seed; pages read them here, not
 * from the embedded provider's folder.
 */
export {
  caseStudies,
  clientLogos,
  leadMagnetImage,
  teamMembers,
  testimonials,
  type CaseStudy,
  type ClientLogo,
  type StatIcon,
  type TeamMember,
  type Testimonial,
} from './embedded/content';
