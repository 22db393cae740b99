/** FNV-1a: a stable, fast hash, so the same path always yields the same picture on every machine. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small deterministic random sequence seeded from a path (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Palette {
  /** Sky or backdrop, top to bottom. */
  light: string;
  mid: string;
  deep: string;
  /** One warm or cool accent for the subject. */
  accent: string;
  /** Text colour that reads on `deep`. */
  ink: string;
}

/** Muted, photographic palettes: Mediterranean light, stone, olive, dusk, concrete, terracotta. */
export const palettes: readonly Palette[] = [
  { light: '#efe6d8', mid: '#c9b79c', deep: '#5d4e3f', accent: '#b4653f', ink: '#fbf7f0' },
  { light: '#e4ebee', mid: '#9fb3bd', deep: '#2f4450', accent: '#d9a441', ink: '#f4f7f8' },
  { light: '#ebe9df', mid: '#b5b69a', deep: '#4a4f3a', accent: '#8c6a43', ink: '#f7f6ef' },
  { light: '#f3dfcf', mid: '#d49a7b', deep: '#5b3a35', accent: '#2f5d62', ink: '#fff6ef' },
  { light: '#e6e4e1', mid: '#a8a39d', deep: '#3a3835', accent: '#c28e5c', ink: '#f6f5f3' },
  { light: '#dde6e6', mid: '#7fa3a1', deep: '#23403f', accent: '#e0b07b', ink: '#f1f6f5' },
  { light: '#f1e3d3', mid: '#cf8f67', deep: '#6b3b2a', accent: '#3f5b73', ink: '#fdf4ec' },
  { light: '#e3e0ea', mid: '#9d95b3', deep: '#34304a', accent: '#e1a46d', ink: '#f5f3fa' },
];

export function pickPalette(seed: number): Palette {
  return (
    palettes[seed % palettes.length] ?? { light: '#eee', mid: '#aaa', deep: '#333', accent: '#b4653f', ink: '#fff' }
  );
}
