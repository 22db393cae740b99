import { describe, expect, it } from 'vitest';
import { caseStudies, clientLogos, leadMagnetImage, serviceStageImages, teamMembers, testimonials } from '@/lib/provider/embedded/content';

const locales = ['es', 'en', 'it'] as const;

describe('home page people and proof', () => {
  it('6 team members with name, position, bio, portrait and social links, in each language', () => {
    const [es, en, it] = locales.map(teamMembers);
    expect(es).toHaveLength(6);
    es?.forEach((member, i) => {
      expect(member.image).toMatch(/^\/media\/team\/[a-z-]+\.jpg$/);
      expect(member.social.length).toBeGreaterThan(0);
      expect(member.bio).not.toBe(en?.[i]?.bio);
      expect(en?.[i]?.bio).not.toBe(it?.[i]?.bio);
    });
  });

  it('13 testimonials rated 5 or 4.5, quotes written in each language', () => {
    const [es, en, it] = locales.map(testimonials);
    expect(es).toHaveLength(13);
    es?.forEach((item, i) => {
      expect([5, 4.5]).toContain(item.rating);
      expect(item.quote.length).toBeGreaterThan(40);
      expect(item.quote).not.toBe(en?.[i]?.quote);
      expect(en?.[i]?.quote).not.toBe(it?.[i]?.quote);
    });
  });

  it('6 case studies with title, category, description, image, stat, icon and button text', () => {
    for (const lang of locales) {
      const list = caseStudies(lang);
      expect(list).toHaveLength(6);
      for (const item of list) {
        expect(item.title && item.category && item.description && item.stat && item.statIcon && item.buttonText).toBeTruthy();
        expect(item.image).toMatch(/^\/media\/case-studies\//);
      }
    }
  });

  it('18 client logos with distinct images', () => {
    const logos = clientLogos();
    expect(logos).toHaveLength(18);
    expect(new Set(logos.map((l) => l.image)).size).toBe(18);
  });

  it('an image for each of the five service stages and a lead-magnet image per language', () => {
    expect(Object.keys(serviceStageImages())).toEqual(['1', '2', '3', '4', '5']);
    expect(new Set(locales.map(leadMagnetImage)).size).toBe(3);
  });
});
