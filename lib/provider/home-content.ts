/**
 * The home page's people and proof (spec §3: case studies, testimonials, team, client logos, lead-magnet images).
 * Spec §7 has no provider call for them, so every provider shares the product's own seed; pages read them here, not
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
