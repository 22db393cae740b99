import type { ContentEntry, ContentQuery } from '@/lib/provider/contract';
import { homeEntries } from './home';
import { nmIaEntries } from './nm-ia';
import { portfolioEntries } from './portfolio';
import type { SeedContent } from './types';

export const contentSeeds: readonly SeedContent[] = [...homeEntries, ...portfolioEntries, ...nmIaEntries];

export function findContents({ page, section, lang }: ContentQuery): ContentEntry[] {
  return contentSeeds
    .filter((seed) => seed.page === page && seed.section === section)
    .map((seed) => ({
      id: seed.id,
      title: seed.title[lang],
      description: seed.description[lang],
      ...(seed.content ? { content: seed.content[lang] } : {}),
    }));
}
