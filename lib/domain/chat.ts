/**
 * The scripted chat assistant: which canned reply a visitor's message gets, and the
 * shape of the conversation. Pure: the widget supplies the clock and the translated texts.
 */
import { intlLocale } from '@/lib/i18n/locales';

export const CHAT_REPLY_DELAY_MS = 1000;
export const CHAT_MESSAGE_AREA_HEIGHT_PX = 320;

export const chatTopics = [
  'greeting',
  'architecture',
  'corporate',
  'tourism',
  'neuromarketing',
  'ai',
  'pricing',
  'consultation',
  'booking',
  'default',
] as const;
export type ChatTopic = (typeof chatTopics)[number];

/** Checked in this order: the first keyword found anywhere in the message, ignoring case, wins. */
export const specKeywords: readonly (readonly [keyword: string, topic: ChatTopic])[] = [
  ['arquitectura', 'architecture'],
  ['corporativa', 'corporate'],
  ['turismo', 'tourism'],
  ['neuromarketing', 'neuromarketing'],
  ['ia', 'ai'],
  ['precio', 'pricing'],
  ['consulta', 'consultation'],
  ['reserva', 'booking'],
  ['hola', 'greeting'],
];

/**
 * English and Italian visitors' own words, tried only when no Spanish keyword matched, in the same topic order.
 * Unlike the spec's keywords they must start a word (so 'ai' is not found in 'email'); a trailing * lets the word go
 * on ('book*' finds 'booking', 'prenot*' finds 'prenotare').
 */
export const translatedKeywords: readonly (readonly [topic: ChatTopic, words: readonly string[]])[] = [
  ['architecture', ['architecture', 'architectural', 'architett*', 'interior*', 'interni']],
  ['corporate', ['corporate', 'aziendal*', 'advertising', 'pubblicità']],
  ['tourism', ['tourism', 'tourist*', 'travel*', 'viaggi*', 'turistic*']],
  ['neuromarketing', ['neuro*']],
  ['ai', ['ai', 'artificial intelligence', 'intelligenza artificiale']],
  ['pricing', ['price*', 'pricing', 'cost*', 'how much', 'prezz*', 'quanto costa', 'tariff*']],
  ['consultation', ['consultation', 'consulenza', 'consult']],
  ['booking', ['book*', 'appointment*', 'prenot*', 'appuntament*']],
  ['greeting', ['hello', 'hi', 'hey', 'good morning', 'ciao', 'salve', 'buongiorno', 'buonasera']],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function wordPattern(word: string): RegExp {
  const prefix = word.endsWith('*');
  const body = escape(prefix ? word.slice(0, -1) : word);
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${prefix ? '' : '(?![\\p{L}\\p{N}])'}`, 'iu');
}

const translatedPatterns = translatedKeywords.map(([topic, words]) => [topic, words.map(wordPattern)] as const);

/** Blank or whitespace-only messages are ignored. */
export function isBlankMessage(text: string): boolean {
  return text.trim() === '';
}

/** The topic of the reply to a visitor's message: the spec's keywords first, then the English and Italian words. */
export function replyTopic(text: string): ChatTopic {
  const lower = text.toLocaleLowerCase('es');
  for (const [keyword, topic] of specKeywords) if (lower.includes(keyword)) return topic;
  for (const [topic, patterns] of translatedPatterns) if (patterns.some((pattern) => pattern.test(text))) return topic;
  return 'default';
}

/** Internal pages a reply speaks of, so its bubble can carry a link there. */
export type ChatLinkTarget = 'architecture' | 'corporate' | 'tourism' | 'nmia' | 'booking' | 'pricing';

export const replyLinks: Partial<Record<ChatTopic, ChatLinkTarget>> = {
  architecture: 'architecture',
  corporate: 'corporate',
  tourism: 'tourism',
  neuromarketing: 'nmia',
  ai: 'nmia',
  pricing: 'pricing',
  consultation: 'booking',
  booking: 'booking',
};

/** A chat message: id (sequential number), type (bot or user), text, timestamp. The topic tells a bot reply's link. */
export type ChatMessage = {
  id: number;
  type: 'bot' | 'user';
  text: string;
  timestamp: Date;
  topic?: ChatTopic;
};

/** Appends a message numbered one after the last. */
export function appendMessage(messages: readonly ChatMessage[], message: Omit<ChatMessage, 'id'>): ChatMessage[] {
  const last = messages.at(-1);
  return [...messages, { ...message, id: (last?.id ?? 0) + 1 }];
}

/**
 * A message's time as the rest of the site writes times: '21:07', 24-hour in every language (the English site reads
 * British, never '09:07 PM'), in the visitor's own clock.
 */
export function chatTimeFormat(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}
