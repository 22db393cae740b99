import type { GuidePdf, GuidePdfQuery } from '@/lib/provider/contract';
import { guideDocument } from './guide-text';
import { renderGuide } from './render';

/**
 * 18 guides at most (3 languages × general + 5 stages): each is rendered once per process and then served from memory.
 */
const cache = new Map<string, Promise<GuidePdf>>();

export function generateGuidePdf({ lang, stage }: GuidePdfQuery): Promise<GuidePdf> {
  const key = `${lang}:${stage ?? 'general'}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const guide = guideDocument(lang, stage);
  const pending = renderGuide(guide).then((bytes) => ({ fileName: guide.fileName, bytes }));
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  return pending;
}
