// A minimal SVG builder and the shared scenery (sky, clouds, trees, ground) of the demo pictures.
import type { Rng } from './random.ts';

export const W = 1280;
export const H = 800;
export type Mood = 'dia' | 'entardecer' | 'noite';

/** One decimal is plenty at this size and keeps the markup (and rendering) small. */
export const f = (n: number) => Math.round(n * 10) / 10;

export class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private count = 0;

  add(markup: string) {
    this.body.push(markup);
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = '') {
    this.add(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`,
    );
  }

  poly(points: [number, number][], fill: string, extra = '') {
    const pts = points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
    this.add(`<polygon points="${pts}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = '') {
    this.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') {
    this.add(
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`,
    );
  }

  /** A gradient definition; returns the paint reference. Vertical unless told otherwise. */
  gradient(stops: [number, string][], horizontal = false) {
    const id = `g${this.count++}`;
    const dir = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
    const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" ${dir}>${s}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A repeating tile (window grids, floor boards); returns the paint reference. */
  pattern(w: number, h: number, content: string, x = 0, y = 0) {
    const id = `p${this.count++}`;
    this.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}">${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  /** Wraps what follows in a colour grade for dusk or night; lights drawn after closeMood() stay bright. */
  openMood(mood: Mood) {
    if (mood === 'dia') return this.add('<g>');
    const id = `m${this.count++}`;
    const m =
      mood === 'noite'
        ? '0.22 0 0 0 0.02  0 0.26 0 0 0.03  0 0 0.42 0 0.09  0 0 0 1 0'
        : '0.92 0 0 0 0.07  0 0.74 0 0 0.03  0 0 0.66 0 0.05  0 0 0 1 0';
    this.defs.push(
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><feColorMatrix type="matrix" values="${m}"/></filter>`,
    );
    this.add(`<g filter="url(#${id})">`);
  }

  closeMood() {
    this.add('</g>');
  }

  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

/** #rrggbb from hue (deg), saturation and lightness (0–100). */
export function hsl(h: number, s: number, l: number) {
  const sat = s / 100;
  const lig = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const channel = (n: number) => {
    const v = lig - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function sky(svg: Svg, rng: Rng, mood: Mood, horizon: number) {
  const hue = rng.int(195, 215);
  const stops: Record<Mood, [number, string][]> = {
    dia: [
      [0, hsl(hue, 62, 52)],
      [1, hsl(hue - 10, 70, 86)],
    ],
    entardecer: [
      [0, hsl(235, 40, 30)],
      [0.55, hsl(rng.int(10, 25), 75, 66)],
      [1, hsl(40, 95, 80)],
    ],
    noite: [
      [0, hsl(225, 55, 8)],
      [1, hsl(228, 40, 26)],
    ],
  };
  svg.rect(0, 0, W, horizon + 4, svg.gradient(stops[mood]));
  if (mood === 'dia') {
    svg.circle(rng.int(120, W - 120), rng.int(70, 150), 44, '#fff6cf', 'opacity="0.9"');
    clouds(svg, rng, '#ffffff', 0.85);
  } else if (mood === 'entardecer') {
    svg.circle(rng.int(200, W - 200), horizon - rng.int(30, 70), 60, '#ffd27a', 'opacity="0.85"');
    clouds(svg, rng, '#f7b3a0', 0.45);
  } else {
    for (let i = 0; i < 70; i++)
      svg.circle(
        rng.int(0, W),
        rng.int(0, horizon * 0.7),
        rng.next() * 1.4 + 0.4,
        '#ffffff',
        `opacity="${f(rng.next() * 0.6 + 0.3)}"`,
      );
    svg.circle(rng.int(150, W - 150), rng.int(60, 130), 30, '#f4f1de');
  }
}

function clouds(svg: Svg, rng: Rng, color: string, opacity: number) {
  const n = rng.int(2, 5);
  for (let i = 0; i < n; i++) {
    const cx = rng.int(60, W - 60);
    const cy = rng.int(60, 230);
    const s = rng.next() * 0.8 + 0.6;
    const parts = [
      [0, 0, 70, 24],
      [-45, 6, 45, 18],
      [48, 8, 50, 17],
      [10, -14, 42, 22],
    ];
    svg.add(
      `<g opacity="${opacity}" fill="${color}">${parts
        .map(
          ([dx, dy, rx, ry]) =>
            `<ellipse cx="${f(cx + dx! * s)}" cy="${f(cy + dy! * s)}" rx="${f(rx! * s)}" ry="${f(ry! * s)}"/>`,
        )
        .join('')}</g>`,
    );
  }
}

/** Distant, hazy buildings along the horizon: depth without detail. */
export function skyline(svg: Svg, rng: Rng, mood: Mood, horizon: number) {
  const color = { dia: '#a9bfd3', entardecer: '#8a6f8f', noite: '#1c2440' }[mood];
  let x = -20;
  while (x < W) {
    const w = rng.int(40, 110);
    const h = rng.int(50, 210);
    svg.rect(x, horizon - h, w, h, color, 'opacity="0.7"');
    x += w + rng.int(0, 18);
  }
}

export function ground(svg: Svg, horizon: number, grass: string) {
  svg.rect(0, horizon, W, H - horizon, grass);
}

export function road(svg: Svg, y: number) {
  svg.rect(0, y, W, 14, '#c9c4b8');
  svg.rect(0, y + 14, W, 70, '#4a4d55');
  svg.rect(0, y + 47, W, 4, svg.pattern(80, 4, '<rect width="44" height="4" fill="#f2e6a0"/>'));
}

export function tree(svg: Svg, x: number, base: number, scale: number, foliage: string) {
  svg.rect(x - 5 * scale, base - 60 * scale, 10 * scale, 60 * scale, '#6b4a2f');
  svg.circle(x, base - 95 * scale, 42 * scale, foliage);
  svg.circle(x - 28 * scale, base - 72 * scale, 30 * scale, foliage);
  svg.circle(x + 28 * scale, base - 74 * scale, 32 * scale, foliage);
  svg.circle(x + 10 * scale, base - 112 * scale, 24 * scale, '#ffffff', 'opacity="0.12"');
}

export function palm(svg: Svg, x: number, base: number, scale: number, foliage: string) {
  const top = base - 230 * scale;
  svg.add(
    `<path d="M${f(x)},${f(base)} Q${f(x + 30 * scale)},${f(base - 120 * scale)} ${f(x + 12 * scale)},${f(top)}" stroke="#8a6a45" stroke-width="${f(12 * scale)}" fill="none" stroke-linecap="round"/>`,
  );
  for (const angle of [-160, -120, -70, -20, 20, 60]) {
    svg.add(
      `<ellipse cx="${f(x + 12 * scale)}" cy="${f(top)}" rx="${f(70 * scale)}" ry="${f(12 * scale)}" fill="${foliage}" transform="rotate(${angle} ${f(x + 12 * scale)} ${f(top)}) translate(${f(55 * scale)} 0)"/>`,
    );
  }
}

export function treeRow(svg: Svg, rng: Rng, base: number, foliage: string[], count: number, palms = false) {
  for (let i = 0; i < count; i++) {
    const x = (W / count) * (i + 0.5) + rng.int(-40, 40);
    const scale = rng.next() * 0.5 + 0.75;
    if (palms && rng.chance(0.5)) palm(svg, x, base, scale, rng.pick(foliage));
    else tree(svg, x, base, scale, rng.pick(foliage));
  }
}
