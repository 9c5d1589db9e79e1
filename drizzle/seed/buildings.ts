// The buildings of the demo pictures, one drawing per kind of development.
import type { Rng } from './random.ts';
import { H, type Svg, W, f, hsl, tree } from './svg.ts';

export type Palette = {
  facade: string;
  side: string;
  trim: string;
  glass: string;
  accent: string;
  roof: string;
  grass: string;
  foliage: string[];
};

/** A regular grid of windows, remembered so dusk and night pictures can light some of them. */
export type WindowGrid = {
  x: number;
  y: number;
  cellW: number;
  cellH: number;
  winW: number;
  winH: number;
  cols: number;
  rows: number;
};

const FACADES = ['#efe9df', '#e4d6c3', '#d9d4cc', '#c9b8a3', '#f3efe8', '#b7aca0', '#8f8a85', '#e8dccb', '#d6c2a8'];
const ACCENTS = ['#a0522d', '#2f6f73', '#34495e', '#c8962e', '#8e3b34', '#5d6d3a', '#6c4f8a', '#b5651d'];
const GLASS = ['#5f7f99', '#4f6f8c', '#6d8fa6', '#3f5d73', '#7a9bb0'];
const ROOFS = ['#8c3b2e', '#5a4a42', '#3d4650', '#9a5a3c'];

export function palette(rng: Rng): Palette {
  const facade = rng.pick(FACADES);
  const grassHue = rng.int(85, 120);
  return {
    facade,
    side: shade(facade, 0.78),
    trim: rng.pick(['#ffffff', '#f4f1ea', '#3b3b3b', '#c9c2b8']),
    glass: rng.pick(GLASS),
    accent: rng.pick(ACCENTS),
    roof: rng.pick(ROOFS),
    grass: hsl(grassHue, 38, 46),
    foliage: [hsl(grassHue + 5, 45, 32), hsl(grassHue - 10, 40, 38), hsl(grassHue + 15, 35, 28)],
  };
}

/** Darkens (k < 1) or lightens (k > 1) a #rrggbb colour. */
export function shade(hex: string, k: number) {
  const n = parseInt(hex.slice(1), 16);
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v * k)))
      .toString(16)
      .padStart(2, '0');
  return `#${c((n >> 16) & 255)}${c((n >> 8) & 255)}${c(n & 255)}`;
}

export function tower(
  svg: Svg,
  rng: Rng,
  p: Palette,
  x: number,
  base: number,
  w: number,
  h: number,
  grids: WindowGrid[],
) {
  const cellH = rng.pick([28, 32, 36]);
  const cellW = rng.pick([34, 40, 46]);
  const cols = Math.max(1, Math.floor((w - 24) / cellW));
  const rows = Math.max(1, Math.floor((h - 70) / cellH));
  const gx = x + (w - cols * cellW) / 2;
  const gy = base - h + 26;
  const depth = w * 0.2;
  svg.poly(
    [
      [x + w, base - h],
      [x + w + depth, base - h + depth * 0.3],
      [x + w + depth, base],
      [x + w, base],
    ],
    p.side,
  );
  svg.rect(x, base - h, w, h, p.facade);
  svg.rect(x - 6, base - h - 14, w + 12, 16, p.trim);
  const winW = cellW * 0.64;
  const winH = cellH * 0.62;
  const tile =
    `<rect x="${f((cellW - winW) / 2)}" y="${f(cellH * 0.12)}" width="${f(winW)}" height="${f(winH)}" fill="${p.glass}"/>` +
    `<rect y="${f(cellH - 4)}" width="${cellW}" height="4" fill="${p.trim}" opacity="0.85"/>`;
  svg.rect(gx, gy, cols * cellW, rows * cellH, svg.pattern(cellW, cellH, tile, gx, gy));
  if (rng.chance(0.5)) svg.rect(x + w * 0.46, base - h, w * 0.08, h, p.accent, 'opacity="0.9"');
  svg.rect(x + w * 0.28, base - 44, w * 0.44, 44, '#2f3d4a');
  svg.rect(x + w * 0.22, base - 50, w * 0.56, 8, p.trim);
  grids.push({ x: gx + (cellW - winW) / 2, y: gy + cellH * 0.12, cellW, cellH, winW, winH, cols, rows });
}

export function glassTower(
  svg: Svg,
  rng: Rng,
  p: Palette,
  x: number,
  base: number,
  w: number,
  h: number,
  grids: WindowGrid[],
) {
  const depth = w * 0.22;
  svg.poly(
    [
      [x + w, base - h],
      [x + w + depth, base - h + depth * 0.3],
      [x + w + depth, base],
      [x + w, base],
    ],
    shade(p.glass, 0.6),
  );
  svg.rect(
    x,
    base - h,
    w,
    h,
    svg.gradient(
      [
        [0, shade(p.glass, 1.35)],
        [1, shade(p.glass, 0.8)],
      ],
      true,
    ),
  );
  const cellW = rng.pick([24, 30]);
  const cellH = rng.pick([30, 36]);
  svg.rect(
    x,
    base - h,
    w,
    h,
    svg.pattern(
      cellW,
      cellH,
      `<rect width="2" height="${cellH}" fill="#dfe6ea"/><rect width="${cellW}" height="3" fill="#dfe6ea"/>`,
      x,
      base - h,
    ),
    'opacity="0.7"',
  );
  svg.poly(
    [
      [x, base - h * 0.55],
      [x + w * 0.5, base - h],
      [x + w * 0.8, base - h],
      [x, base - h * 0.2],
    ],
    '#ffffff',
    'opacity="0.13"',
  );
  svg.rect(x - 4, base - h - 10, w + 8, 12, '#d5dadd');
  svg.rect(x + w * 0.2, base - 56, w * 0.6, 56, '#26323c');
  svg.rect(x + w * 0.12, base - 64, w * 0.76, 10, p.accent);
  grids.push({
    x: x + 3,
    y: base - h + 4,
    cellW,
    cellH,
    winW: cellW - 4,
    winH: cellH - 5,
    cols: Math.floor(w / cellW),
    rows: Math.floor((h - 70) / cellH),
  });
}

export function house(
  svg: Svg,
  rng: Rng,
  p: Palette,
  x: number,
  base: number,
  w: number,
  modern: boolean,
  grids: WindowGrid[],
) {
  const storeys = rng.chance(0.6) ? 2 : 1;
  const h = storeys * 104 + 18;
  svg.rect(x, base - h, w, h, p.facade);
  if (modern) {
    svg.rect(x - 14, base - h - 12, w + 28, 14, p.trim);
    svg.rect(x + w * 0.55, base - h, w * 0.45, h, p.accent, 'opacity="0.85"');
  } else {
    svg.poly(
      [
        [x - 16, base - h],
        [x + w / 2, base - h - w * 0.32],
        [x + w + 16, base - h],
      ],
      p.roof,
    );
  }
  for (let s = 0; s < storeys; s++) {
    const wy = base - 92 - s * 104;
    const winW = w * 0.26;
    for (const wx of [x + w * 0.1, x + w * 0.62]) {
      svg.rect(wx - 4, wy - 4, winW + 8, 58, '#ffffff');
      svg.rect(wx, wy, winW, 50, p.glass);
      grids.push({ x: wx, y: wy, cellW: winW, cellH: 50, winW, winH: 50, cols: 1, rows: 1 });
    }
  }
  svg.rect(x + w * 0.41, base - 80, w * 0.18, 80, shade(p.accent, 0.8));
  svg.rect(x - 4, base - 4, w + 8, 6, '#9d978c');
}

export function warehouse(svg: Svg, rng: Rng, p: Palette, base: number, grids: WindowGrid[]) {
  const x = 150;
  const w = W - 330;
  const h = 170;
  const teeth = rng.int(7, 10);
  const tw = w / teeth;
  const roof: [number, number][] = [[x, base - h]];
  for (let i = 0; i < teeth; i++) roof.push([x + i * tw, base - h - 46], [x + (i + 1) * tw, base - h]);
  svg.poly(roof, '#9aa3aa');
  for (let i = 0; i < teeth; i++)
    svg.poly(
      [
        [x + i * tw, base - h - 46],
        [x + i * tw + 8, base - h - 40],
        [x + i * tw + 8, base - h],
        [x + i * tw, base - h],
      ],
      p.glass,
    );
  svg.rect(x, base - h, w, h, shade(p.facade, 0.95));
  svg.rect(x, base - h, w, 18, p.accent);
  const doors = rng.int(4, 7);
  const dw = (w - 260) / doors;
  const stripes = svg.pattern(
    10,
    10,
    '<rect width="10" height="10" fill="#b9bec2"/><rect width="10" height="2" fill="#8d9398"/>',
  );
  for (let i = 0; i < doors; i++) svg.rect(x + 240 + i * dw + 12, base - 110, dw - 24, 110, stripes);
  svg.rect(x + 20, base - 150, 200, 150, p.trim === '#3b3b3b' ? '#e9e6e0' : p.trim);
  svg.rect(x + 36, base - 130, 168, 40, p.glass);
  svg.rect(x + 36, base - 76, 168, 40, p.glass);
  grids.push({ x: x + 36, y: base - 130, cellW: 56, cellH: 54, winW: 52, winH: 40, cols: 3, rows: 2 });
  for (let i = 0; i < 2; i++) {
    const tx = x + 330 + i * 300 + rng.int(0, 60);
    svg.rect(tx, base + 26, 190, 70, '#f1f1f1');
    svg.rect(tx + 190, base + 46, 56, 50, p.accent);
    svg.rect(tx + 222, base + 52, 20, 18, p.glass);
    for (const wx of [tx + 30, tx + 150, tx + 220]) svg.circle(wx, base + 98, 14, '#222222');
  }
}

export function farmhouse(svg: Svg, rng: Rng, p: Palette, x: number, base: number, grids: WindowGrid[]) {
  const w = 380;
  svg.rect(x, base - 110, w, 110, p.facade);
  svg.poly(
    [
      [x - 40, base - 106],
      [x + w / 2, base - 196],
      [x + w + 40, base - 106],
    ],
    p.roof,
  );
  svg.rect(x - 30, base - 60, w + 60, 8, shade(p.roof, 0.8));
  for (let i = 0; i < 6; i++) svg.rect(x - 24 + i * ((w + 40) / 5), base - 56, 8, 56, '#7b5b3a');
  for (const wx of [x + 40, x + 150, x + 270]) {
    svg.rect(wx, base - 96, 60, 34, p.glass);
    grids.push({ x: wx, y: base - 96, cellW: 60, cellH: 34, winW: 60, winH: 34, cols: 1, rows: 1 });
  }
  svg.rect(x + w / 2 - 24, base - 52, 48, 52, p.accent);
  for (let i = 0; i < 24; i++) svg.rect(i * 56 + rng.int(0, 4), base + 60, 6, 40, '#8a6a45');
  svg.rect(0, base + 68, W, 5, '#8a6a45');
  svg.rect(0, base + 84, W, 5, '#8a6a45');
}

export function hills(svg: Svg, horizon: number, colors: string[]) {
  colors.forEach((color, i) => {
    const y = horizon - 60 + i * 40;
    svg.add(
      `<path d="M0,${y} Q${W * 0.25},${y - 90 + i * 20} ${W * 0.5},${y - 10} T${W},${y - 30 + i * 10} L${W},${H} L0,${H} Z" fill="${color}"/>`,
    );
  });
}

/** A plotted lot: boundary lines in perspective, a fence and the sales sign. */
export function lots(svg: Svg, rng: Rng, p: Palette, horizon: number) {
  const near = 790;
  const rows = 4;
  for (let r = 0; r <= rows; r++) {
    const t = r / rows;
    const y = horizon + 30 + (near - horizon - 30) * t * t;
    svg.rect(0, y, W, 3, '#f1ead6', 'opacity="0.8"');
  }
  for (let c = -6; c <= 6; c++) {
    svg.add(
      `<line x1="${W / 2 + c * 60}" y1="${horizon + 30}" x2="${W / 2 + c * 260}" y2="${near}" stroke="#f1ead6" stroke-width="3" opacity="0.8"/>`,
    );
  }
  const sx = rng.int(120, W - 420);
  svg.rect(sx + 30, horizon - 40, 10, 150, '#6b4a2f');
  svg.rect(sx + 250, horizon - 40, 10, 150, '#6b4a2f');
  svg.rect(sx, horizon - 150, 290, 120, p.accent);
  svg.rect(sx + 20, horizon - 126, 180, 14, '#ffffff');
  svg.rect(sx + 20, horizon - 100, 120, 10, '#ffffff', 'opacity="0.8"');
  svg.circle(sx + 240, horizon - 90, 26, '#ffffff', 'opacity="0.9"');
  for (let i = 0; i < 5; i++)
    tree(svg, rng.int(40, W - 40), horizon + rng.int(10, 40), 0.5 + rng.next() * 0.3, rng.pick(p.foliage));
}
