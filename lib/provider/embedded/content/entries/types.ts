import type { ContentPage, ContentSection } from '@/lib/provider/contract';
import type { Localized } from '../galleries/types';

/** One content entry (id, title, description, optional long content), written in each language. */
export interface SeedContent {
  page: ContentPage;
  section: ContentSection;
  id: string;
  title: Localized;
  /** Lines are paragraphs; the first two form the heading. */
  description: Localized;
  /** Long formatted body: '## ' headings, **bold**, bullet lines. */
  content?: Localized;
}
