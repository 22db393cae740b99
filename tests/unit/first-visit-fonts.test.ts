import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONT_WAIT_ATTRIBUTE, firstVisitFontsScript } from '@/lib/fonts/first-visit';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/locales';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;

/** Runs the inline script against a root element, a local storage and a paint observer it can be driven through. */
function runScript({ stored, storage = 'works', paintTiming = true }: { stored?: string; storage?: 'works' | 'blocked'; paintTiming?: boolean }) {
  const attributes = new Set<string>();
  const root = {
    setAttribute: (name: string) => attributes.add(name),
    removeAttribute: (name: string) => attributes.delete(name),
  };
  const observers: { callback: PaintCallback; disconnected: boolean }[] = [];
  const frames: (() => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    entry: { callback: PaintCallback; disconnected: boolean };
    constructor(callback: PaintCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const localStorage = {
    getItem: (key: string) => {
      if (storage === 'blocked') throw new Error('SecurityError');
      return key === LANGUAGE_STORAGE_KEY ? (stored ?? null) : null;
    },
  };
  runInNewContext(firstVisitFontsScript, {
    document: { documentElement: root },
    localStorage,
    window: { PerformanceObserver },
    setTimeout,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  });
  const paint = (names: string[]) =>
    observers.forEach((observer) => {
      if (!observer.disconnected) observer.callback({ getEntriesByName: (name) => (names.includes(name) ? [{}] : []) }, { disconnect: () => (observer.disconnected = true) });
    });
  return { waiting: () => attributes.has(FONT_WAIT_ATTRIBUTE), paint, frames };
}

describe('the first visit’s fonts (lib/fonts/first-visit.ts)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('holds the brand fonts back on a first visit until the first contentful paint, not the first paint', () => {
    const page = runScript({});
    expect(page.waiting()).toBe(true);
    page.paint(['first-paint']);
    vi.advanceTimersByTime(0);
    expect(page.waiting()).toBe(true);
    page.paint(['first-paint', 'first-contentful-paint']);
    expect(page.waiting()).toBe(true);
    vi.advanceTimersByTime(0);
    expect(page.waiting()).toBe(false);
  });

  it('gives a returning visitor (the language key stored) the fonts from the start, and so does blocked storage', () => {
    expect(runScript({ stored: 'es' }).waiting()).toBe(false);
    expect(runScript({ storage: 'blocked' }).waiting()).toBe(false);
  });

  it('lets the fonts come after 3 s when no paint is reported (a tab opened in the background)', () => {
    const page = runScript({});
    vi.advanceTimersByTime(2999);
    expect(page.waiting()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(page.waiting()).toBe(false);
  });

  it('waits for a frame where the browser has no paint timing', () => {
    const page = runScript({ paintTiming: false });
    expect(page.waiting()).toBe(true);
    expect(page.frames).toHaveLength(1);
    page.frames[0]?.();
    vi.advanceTimersByTime(0);
    expect(page.waiting()).toBe(false);
  });

  it('is in the head of every localized page', () => {
    const layout = readFileSync('app/[locale]/layout.tsx', 'utf8');
    expect(layout).toMatch(/<head>\s*(\{\/\*[^]*?\*\/\}\s*)?<script dangerouslySetInnerHTML=\{\{ __html: firstVisitFontsScript \}\} \/>\s*<\/head>/);
  });

  it('sets the text in the stacks of app/globals.css without the brand font while it waits', () => {
    const css = readFileSync('app/globals.css', 'utf8');
    const stacks = (rule: string) => ({
      inter: /--font-inter: ([^;]*);/.exec(rule)?.[1],
      fraunces: /--font-fraunces: ([^;]*);/.exec(rule)?.[1],
    });
    const always = stacks(/:root \{\s*(--font-inter:[^}]*)\}/.exec(css)?.[1] ?? '');
    const waiting = stacks(new RegExp(`:root\\[${FONT_WAIT_ATTRIBUTE}\\] \\{([^}]*)\\}`).exec(css)?.[1] ?? '');
    expect(always.inter).toMatch(/^'Inter', /);
    expect(always.fraunces).toMatch(/^'Fraunces', /);
    expect(waiting.inter).toBe(always.inter?.replace(/^'Inter', /, ''));
    expect(waiting.fraunces).toBe(always.fraunces?.replace(/^'Fraunces', /, ''));
  });
});
