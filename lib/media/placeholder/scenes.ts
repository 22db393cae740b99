import type { Palette } from './palette';
import type { SceneKind } from './subject';

/**
 * Each scene is a few soft shapes that read as a photograph's subject at thumbnail size (a building against the sky,
 * a room with window light, a product on a sweep, layered hills, a portrait, a stage) without pretending to be one.
 */
export interface SceneInput {
  width: number;
  height: number;
  palette: Palette;
  random: () => number;
}

const round = (value: number) => Math.round(value * 10) / 10;

function between(random: () => number, min: number, max: number): number {
  return min + (max - min) * random();
}

function defs({ palette }: SceneInput): string {
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.mid}"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="${palette.deep}" stop-opacity="0"/><stop offset="1" stop-color="${palette.deep}" stop-opacity="0.78"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="beam" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
</defs>`;
}

function exterior(input: SceneInput): string {
  const { width: w, height: h, palette, random } = input;
  const horizon = h * between(random, 0.68, 0.78);
  const sunX = w * between(random, 0.15, 0.85);
  let shapes = `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${round(sunX)}" cy="${round(h * 0.22)}" r="${round(h * 0.32)}" fill="url(#glow)"/>`;
  shapes += `<rect y="${round(horizon)}" width="${w}" height="${round(h - horizon)}" fill="url(#ground)"/>`;
  const volumes = 2 + Math.floor(random() * 3);
  let x = w * between(random, 0.08, 0.2);
  for (let i = 0; i < volumes && x < w * 0.9; i += 1) {
    const vw = w * between(random, 0.14, 0.3);
    const vh = h * between(random, 0.18, 0.45);
    const top = horizon - vh;
    const tone = i % 2 === 0 ? '#f7f4ee' : palette.light;
    shapes += `<rect x="${round(x)}" y="${round(top)}" width="${round(vw)}" height="${round(vh)}" fill="${tone}"/>`;
    shapes += `<rect x="${round(x + vw)}" y="${round(top + vh * 0.04)}" width="${round(vw * 0.12)}" height="${round(vh * 0.96)}" fill="${palette.deep}" opacity="0.25"/>`;
    const rows = 1 + Math.floor(vh / (h * 0.12));
    for (let r = 0; r < rows; r += 1) {
      const wy = top + vh * (0.15 + (0.75 * r) / rows);
      shapes += `<rect x="${round(x + vw * 0.1)}" y="${round(wy)}" width="${round(vw * 0.8)}" height="${round(vh * 0.06 + h * 0.02)}" fill="${palette.deep}" opacity="0.55"/>`;
    }
    if (random() > 0.5) {
      shapes += `<rect x="${round(x - vw * 0.15)}" y="${round(top - h * 0.02)}" width="${round(vw * 1.3)}" height="${round(h * 0.02)}" fill="${palette.deep}" opacity="0.8"/>`;
    }
    x += vw * between(random, 0.95, 1.25);
  }
  shapes += `<rect x="${round(w * 0.05)}" y="${round(horizon + h * 0.05)}" width="${round(w * 0.9)}" height="${round(h * 0.015)}" fill="${palette.accent}" opacity="0.35"/>`;
  return shapes;
}

function interior(input: SceneInput): string {
  const { width: w, height: h, palette, random } = input;
  const floor = h * between(random, 0.6, 0.7);
  const winX = w * between(random, 0.08, 0.55);
  const winW = w * between(random, 0.22, 0.34);
  let shapes = `<rect width="${w}" height="${h}" fill="${palette.light}"/>`;
  shapes += `<rect x="${round(winX)}" y="${round(h * 0.1)}" width="${round(winW)}" height="${round(floor - h * 0.14)}" fill="#ffffff" opacity="0.85"/>`;
  shapes += `<rect x="${round(winX + winW / 2 - 3)}" y="${round(h * 0.1)}" width="6" height="${round(floor - h * 0.14)}" fill="${palette.mid}"/>`;
  shapes += `<polygon points="0,${round(floor)} ${w},${round(floor)} ${w},${h} 0,${h}" fill="url(#ground)"/>`;
  shapes += `<polygon points="${round(winX)},${round(floor)} ${round(winX + winW)},${round(floor)} ${round(winX + winW * 1.9)},${h} ${round(winX + winW * 0.4)},${h}" fill="url(#beam)"/>`;
  const sofaX = winX > w * 0.4 ? w * 0.08 : w * 0.58;
  const sofaW = w * between(random, 0.26, 0.34);
  shapes += `<rect x="${round(sofaX)}" y="${round(floor - h * 0.13)}" width="${round(sofaW)}" height="${round(h * 0.15)}" rx="${round(h * 0.02)}" fill="${palette.accent}" opacity="0.9"/>`;
  shapes += `<rect x="${round(sofaX)}" y="${round(floor - h * 0.2)}" width="${round(sofaW)}" height="${round(h * 0.09)}" rx="${round(h * 0.02)}" fill="${palette.accent}"/>`;
  const lampX = sofaX + sofaW * between(random, 0.3, 0.7);
  shapes += `<line x1="${round(lampX)}" y1="0" x2="${round(lampX)}" y2="${round(h * 0.22)}" stroke="${palette.deep}" stroke-width="3"/>`;
  shapes += `<path d="M ${round(lampX - h * 0.06)} ${round(h * 0.28)} A ${round(h * 0.06)} ${round(h * 0.06)} 0 0 1 ${round(lampX + h * 0.06)} ${round(h * 0.28)} Z" fill="${palette.deep}"/>`;
  const plantX = random() > 0.5 ? w * 0.93 : winX - w * 0.04;
  shapes += `<rect x="${round(plantX - h * 0.03)}" y="${round(floor - h * 0.08)}" width="${round(h * 0.06)}" height="${round(h * 0.08)}" fill="${palette.deep}"/>`;
  for (let i = 0; i < 5; i += 1) {
    shapes += `<ellipse cx="${round(plantX + between(random, -1, 1) * h * 0.05)}" cy="${round(floor - h * between(random, 0.12, 0.24))}" rx="${round(h * 0.035)}" ry="${round(h * 0.06)}" fill="#5f6f4e" opacity="0.85"/>`;
  }
  return shapes;
}

function product(input: SceneInput): string {
  const { width: w, height: h, palette, random } = input;
  const cx = w * between(random, 0.42, 0.62);
  const base = h * 0.74;
  let shapes = `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${round(cx)}" cy="${round(h * 0.4)}" r="${round(h * 0.45)}" fill="url(#glow)"/>`;
  shapes += `<ellipse cx="${round(cx)}" cy="${round(base)}" rx="${round(w * 0.2)}" ry="${round(h * 0.05)}" fill="${palette.deep}" opacity="0.18"/>`;
  shapes += `<rect x="${round(cx - w * 0.16)}" y="${round(base)}" width="${round(w * 0.32)}" height="${round(h - base)}" fill="${palette.mid}"/>`;
  shapes += `<ellipse cx="${round(cx)}" cy="${round(base)}" rx="${round(w * 0.16)}" ry="${round(h * 0.035)}" fill="${palette.light}"/>`;
  if (random() > 0.5) {
    const bw = w * 0.07;
    const bh = h * 0.42;
    shapes += `<rect x="${round(cx - bw / 2)}" y="${round(base - bh)}" width="${round(bw)}" height="${round(bh)}" rx="${round(bw * 0.25)}" fill="${palette.deep}"/>`;
    shapes += `<rect x="${round(cx - bw * 0.18)}" y="${round(base - bh - h * 0.08)}" width="${round(bw * 0.36)}" height="${round(h * 0.1)}" fill="${palette.deep}"/>`;
    shapes += `<rect x="${round(cx - bw / 2)}" y="${round(base - bh * 0.6)}" width="${round(bw)}" height="${round(bh * 0.28)}" fill="${palette.light}"/>`;
    shapes += `<rect x="${round(cx - bw * 0.32)}" y="${round(base - bh * 0.95)}" width="${round(bw * 0.12)}" height="${round(bh * 0.8)}" fill="#ffffff" opacity="0.25"/>`;
  } else {
    const bw = w * 0.16;
    const bh = h * 0.26;
    shapes += `<rect x="${round(cx - bw / 2)}" y="${round(base - bh)}" width="${round(bw)}" height="${round(bh)}" fill="${palette.accent}"/>`;
    shapes += `<polygon points="${round(cx - bw / 2)},${round(base - bh)} ${round(cx - bw / 2 + bw * 0.25)},${round(base - bh - h * 0.05)} ${round(cx + bw / 2 + bw * 0.25)},${round(base - bh - h * 0.05)} ${round(cx + bw / 2)},${round(base - bh)}" fill="${palette.light}" opacity="0.9"/>`;
    shapes += `<polygon points="${round(cx + bw / 2)},${round(base - bh)} ${round(cx + bw / 2 + bw * 0.25)},${round(base - bh - h * 0.05)} ${round(cx + bw / 2 + bw * 0.25)},${round(base - h * 0.05)} ${round(cx + bw / 2)},${round(base)}" fill="${palette.deep}" opacity="0.8"/>`;
  }
  return shapes;
}

function ridge(input: SceneInput, baseline: number, amplitude: number, fill: string, opacity: number): string {
  const { width: w, height: h, random } = input;
  const steps = 7;
  let d = `M 0 ${h} L 0 ${round(baseline)}`;
  for (let i = 1; i <= steps; i += 1) {
    d += ` L ${round((w * i) / steps)} ${round(baseline - amplitude * random())}`;
  }
  return `<path d="${d} L ${w} ${h} Z" fill="${fill}" opacity="${opacity}"/>`;
}

function landscape(input: SceneInput): string {
  const { width: w, height: h, palette, random } = input;
  const sunX = w * between(random, 0.2, 0.8);
  const sunY = h * between(random, 0.18, 0.4);
  let shapes = `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${round(sunX)}" cy="${round(sunY)}" r="${round(h * 0.3)}" fill="url(#glow)"/>`;
  shapes += `<circle cx="${round(sunX)}" cy="${round(sunY)}" r="${round(h * 0.06)}" fill="#fff8ec" opacity="0.9"/>`;
  shapes += ridge(input, h * 0.55, h * 0.18, palette.mid, 0.7);
  shapes += ridge(input, h * 0.66, h * 0.14, palette.accent, 0.45);
  if (random() > 0.45) {
    shapes += `<rect y="${round(h * 0.72)}" width="${w}" height="${round(h * 0.28)}" fill="${palette.deep}" opacity="0.55"/>`;
    for (let i = 0; i < 6; i += 1) {
      shapes += `<rect x="${round(sunX - w * between(random, 0.02, 0.12))}" y="${round(h * (0.75 + i * 0.035))}" width="${round(w * between(random, 0.06, 0.24))}" height="3" fill="#fff8ec" opacity="0.45"/>`;
    }
  } else {
    shapes += ridge(input, h * 0.8, h * 0.12, palette.deep, 0.9);
  }
  return shapes;
}

function portrait(input: SceneInput): string {
  const { width: w, height: h, palette, random } = input;
  const cx = w * between(random, 0.44, 0.56);
  let shapes = `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${round(cx)}" cy="${round(h * 0.42)}" r="${round(h * 0.5)}" fill="url(#glow)"/>`;
  shapes += `<path d="M ${round(cx - w * 0.34)} ${h} C ${round(cx - w * 0.32)} ${round(h * 0.72)} ${round(cx - w * 0.16)} ${round(h * 0.66)} ${round(cx)} ${round(h * 0.66)} C ${round(cx + w * 0.16)} ${round(h * 0.66)} ${round(cx + w * 0.32)} ${round(h * 0.72)} ${round(cx + w * 0.34)} ${h} Z" fill="${palette.deep}"/>`;
  shapes += `<rect x="${round(cx - w * 0.05)}" y="${round(h * 0.52)}" width="${round(w * 0.1)}" height="${round(h * 0.16)}" fill="${palette.accent}" opacity="0.85"/>`;
  shapes += `<ellipse cx="${round(cx)}" cy="${round(h * 0.4)}" rx="${round(w * 0.12)}" ry="${round(h * 0.15)}" fill="${palette.accent}"/>`;
  shapes += `<path d="M ${round(cx - w * 0.13)} ${round(h * 0.38)} C ${round(cx - w * 0.14)} ${round(h * 0.2)} ${round(cx + w * 0.14)} ${round(h * 0.2)} ${round(cx + w * 0.13)} ${round(h * 0.38)} C ${round(cx + w * 0.08)} ${round(h * 0.3)} ${round(cx - w * 0.08)} ${round(h * 0.3)} ${round(cx - w * 0.13)} ${round(h * 0.38)} Z" fill="${palette.deep}" opacity="0.9"/>`;
  return shapes;
}

function event(input: SceneInput): string {
  const { width: w, height: h, palette, random } = input;
  let shapes = `<rect width="${w}" height="${h}" fill="${palette.deep}"/>`;
  for (let i = 0; i < 3; i += 1) {
    const x = w * (0.25 + i * 0.25 + between(random, -0.05, 0.05));
    shapes += `<polygon points="${round(x - w * 0.01)},0 ${round(x + w * 0.01)},0 ${round(x + w * 0.12)},${round(h * 0.7)} ${round(x - w * 0.12)},${round(h * 0.7)}" fill="url(#beam)" opacity="0.6"/>`;
  }
  shapes += `<rect x="${round(w * 0.12)}" y="${round(h * 0.18)}" width="${round(w * 0.76)}" height="${round(h * 0.38)}" fill="${palette.mid}" opacity="0.55"/>`;
  shapes += `<rect x="${round(w * 0.16)}" y="${round(h * 0.22)}" width="${round(w * 0.3)}" height="${round(h * 0.3)}" fill="${palette.accent}" opacity="0.7"/>`;
  shapes += `<rect y="${round(h * 0.66)}" width="${w}" height="${round(h * 0.04)}" fill="${palette.mid}"/>`;
  for (let row = 0; row < 2; row += 1) {
    for (let i = 0; i < 12; i += 1) {
      const x = (w / 12) * (i + 0.5) + (row ? w / 24 : 0);
      const y = h * (0.8 + row * 0.1);
      shapes += `<circle cx="${round(x)}" cy="${round(y)}" r="${round(h * 0.035)}" fill="#000" opacity="0.55"/>`;
      shapes += `<ellipse cx="${round(x)}" cy="${round(y + h * 0.08)}" rx="${round(h * 0.07)}" ry="${round(h * 0.06)}" fill="#000" opacity="0.55"/>`;
    }
  }
  return shapes;
}

function logo(input: SceneInput): string {
  const { height: h, palette, random } = input;
  const size = h * 0.34;
  const cx = h * 0.42;
  const cy = h / 2;
  const variant = Math.floor(random() * 3);
  if (variant === 0)
    return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(size / 2)}" fill="none" stroke="${palette.deep}" stroke-width="${round(size * 0.12)}"/>`;
  if (variant === 1)
    return `<rect x="${round(cx - size / 2)}" y="${round(cy - size / 2)}" width="${round(size)}" height="${round(size)}" fill="${palette.deep}" transform="rotate(45 ${round(cx)} ${round(cy)})"/>`;
  return `<polygon points="${round(cx)},${round(cy - size / 2)} ${round(cx + size / 2)},${round(cy + size / 2)} ${round(cx - size / 2)},${round(cy + size / 2)}" fill="${palette.accent}"/>`;
}

const painters: Record<SceneKind, (input: SceneInput) => string> = {
  exterior,
  interior,
  product,
  landscape,
  portrait,
  event,
  logo,
};

export function composeScene(kind: SceneKind, input: SceneInput, withShade: boolean): string {
  const shade = withShade ? `<rect width="${input.width}" height="${input.height}" fill="url(#shade)"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${input.width}" height="${input.height}" viewBox="0 0 ${input.width} ${input.height}">${defs(input)}${painters[kind](input)}${shade}</svg>`;
}
