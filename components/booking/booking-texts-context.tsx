'use client';

import { createContext, use, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';

/** The booking islands' texts, formatted by the server (booking-texts.ts): no message formatter in the browser. */
export type BookingTexts = {
  form: Messages['booking']['form'];
  calendar: Messages['booking']['calendar'];
  result: Messages['booking']['result'];
  dialog: Messages['booking']['dialog'];
  /** The schema's message keys (lib/schemas) and their texts. */
  validation: Record<string, string>;
  /** The services a visitor may name, the free consultation (the default) first, as the form posts and labels them. */
  services: { value: string; label: string }[];
};

const Context = createContext<{ locale: Locale; texts: BookingTexts } | null>(null);

export function BookingTextsProvider({
  locale,
  texts,
  children,
}: {
  locale: Locale;
  texts: BookingTexts;
  children: ReactNode;
}) {
  return <Context value={{ locale, texts }}>{children}</Context>;
}

export function useBookingTexts(): { locale: Locale; texts: BookingTexts } {
  const value = use(Context);
  if (!value) throw new Error('useBookingTexts: no BookingTextsProvider above');
  return value;
}

/** A formatted text's `{name}` markers replaced by their values. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (marker, name: string) => (name in values ? String(values[name]) : marker));
}
