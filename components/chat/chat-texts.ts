import type chat from '@/messages/es/chat.json';

export type ChatTexts = typeof chat;

// One chunk per language, fetched with the panel: the replies never weigh on a page that does not open the chat.
const loaders: Record<string, () => Promise<{ default: ChatTexts }>> = {
  es: () => import('@/messages/es/chat.json'),
  en: () => import('@/messages/en/chat.json'),
  it: () => import('@/messages/it/chat.json'),
};

const cache = new Map<string, Promise<ChatTexts>>();

/** The same promise for the same language, as React's `use` requires. */
export function chatTexts(locale: string): Promise<ChatTexts> {
  let pending = cache.get(locale);
  if (!pending) {
    const load = loaders[locale] ?? loaders.es;
    pending = load ? load().then((module) => module.default) : Promise.reject(new Error('no chat texts'));
    cache.set(locale, pending);
  }
  return pending;
}
