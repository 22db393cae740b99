import { describe, expect, it } from 'vitest';
import { appendMessage, chatTimeFormat, isBlankMessage, replyLinks, replyTopic, specKeywords } from '@/lib/domain/chat';

describe('chat reply topic: first keyword found, case-insensitive substring, in a fixed order', () => {
  it.each([
    ['arquitectura', 'architecture'],
    ['corporativa', 'corporate'],
    ['turismo', 'tourism'],
    ['neuromarketing', 'neuromarketing'],
    ['ia', 'ai'],
    ['precio', 'pricing'],
    ['consulta', 'consultation'],
    ['reserva', 'booking'],
    ['hola', 'greeting'],
  ] as const)('"%s" → %s', (keyword, topic) => {
    expect(replyTopic(`Una pregunta sobre ${keyword}`)).toBe(topic);
  });

  it('keeps the spec order: arquitectura, corporativa, turismo, neuromarketing, ia, precio, consulta, reserva, hola', () => {
    expect(specKeywords.map(([keyword]) => keyword)).toEqual([
      'arquitectura',
      'corporativa',
      'turismo',
      'neuromarketing',
      'ia',
      'precio',
      'consulta',
      'reserva',
      'hola',
    ]);
  });

  it('an earlier keyword wins over a later one, wherever each stands in the message', () => {
    expect(replyTopic('¿Qué precio tiene una sesión de arquitectura?')).toBe('architecture');
    expect(replyTopic('hola, quiero una reserva')).toBe('booking');
    expect(replyTopic('Consulta sobre el precio')).toBe('pricing');
  });

  it('matches regardless of case and inside longer words', () => {
    expect(replyTopic('TURISMO rural')).toBe('tourism');
    expect(replyTopic('Mi empresa necesita imagen CORPORATIVA')).toBe('corporate');
    expect(replyTopic('¿Hacéis fotos con IA?')).toBe('ai');
    expect(replyTopic('Tengo unas CONSULTAS')).toBe('consultation');
    expect(replyTopic('¿Cuáles son los precios?')).toBe('pricing');
  });

  it("'ia' is a substring like the others, so words that contain it take the AI reply", () => {
    expect(replyTopic('Estamos en Valencia')).toBe('ai');
  });

  it('anything else gets the default reply', () => {
    expect(replyTopic('¿Trabajáis los sábados?')).toBe('default');
    expect(replyTopic('12345')).toBe('default');
  });
});

describe('chat reply topic beyond the spec: English and Italian words, after the Spanish keywords', () => {
  it.each([
    ['Do you shoot architecture?', 'architecture'],
    ["Fotografate l'architettura di interni?", 'architecture'],
    ['We need corporate portraits', 'corporate'],
    ['Photos for travel brochures', 'tourism'],
    ['What about AI?', 'ai'],
    ['How much does it cost?', 'pricing'],
    ['Quali sono i prezzi?', 'pricing'],
    ['I would like to book a call', 'booking'],
    ['Vorrei prenotare un appuntamento', 'booking'],
    ['Hello there', 'greeting'],
    ['Buongiorno!', 'greeting'],
  ] as const)('"%s" → %s', (text, topic) => {
    expect(replyTopic(text)).toBe(topic);
  });

  it('a Spanish keyword still wins over an earlier topic named in English', () => {
    expect(replyTopic('Architecture: ¿precio?')).toBe('pricing');
  });

  it('English and Italian words must start a word, so "ai" is not found in "email" nor "hi" in "this"', () => {
    expect(replyTopic('Send me an email about this')).toBe('default');
  });
});

describe('chat: blank or whitespace-only messages are ignored', () => {
  it.each([[''], ['   '], ['\n\t ']])('%j is ignored', (text) => {
    expect(isBlankMessage(text)).toBe(true);
  });

  it('a message with any visible character is not blank', () => {
    expect(isBlankMessage(' ? ')).toBe(false);
  });
});

describe('chat messages: sequential id, type, text, timestamp', () => {
  it('numbers each message one after the last, starting at 1', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const welcome = appendMessage([], { type: 'bot', text: 'Hola', timestamp: now });
    const conversation = appendMessage(welcome, { type: 'user', text: 'precio', timestamp: now });
    expect(conversation.map(({ id, type }) => [id, type])).toEqual([
      [1, 'bot'],
      [2, 'user'],
    ]);
    expect(conversation[1]).toEqual({ id: 2, type: 'user', text: 'precio', timestamp: now });
  });

  it('replies about booking, pricing or a portfolio carry a link', () => {
    expect(replyLinks.booking).toBe('booking');
    expect(replyLinks.pricing).toBe('pricing');
    expect(replyLinks.architecture).toBe('architecture');
    expect(replyLinks.tourism).toBe('tourism');
    expect(replyLinks.default).toBeUndefined();
    expect(replyLinks.greeting).toBeUndefined();
  });
});

describe("chat message time: the site's 24-hour clock in every language", () => {
  // 21:07 on the runner's own clock, as the widget stamps messages with new Date().
  const evening = new Date(2026, 10, 26, 21, 7);
  const morning = new Date(2026, 10, 26, 9, 5);

  it.each(['es', 'en', 'it'] as const)('%s writes 21:07 and 09:05, never AM/PM', (locale) => {
    expect(chatTimeFormat(locale).format(evening)).toBe('21:07');
    expect(chatTimeFormat(locale).format(morning)).toBe('09:05');
  });
});
