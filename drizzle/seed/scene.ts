// Composes the demo pictures of a development as SVG: its buildings by day, at dusk and at night, the leisure
// area, a furnished room and an aerial view. One layout per development, so its gallery hangs together.
import {
  type Palette,
  type WindowGrid,
  farmhouse,
  glassTower,
  hills,
  house,
  lots,
  palette,
  shade,
  tower,
  warehouse,
} from './buildings.ts';
import { createRng, type Rng } from './random.ts';
import { H, type Mood, Svg, W, f, ground, palm, road, sky, skyline, tree, treeRow } from './svg.ts';

export type SceneStyle = 'torres' | 'casas' | 'comercial' | 'galpao' | 'rural' | 'lotes';
export type SceneKind = 'fachada' | 'entardecer' | 'noite' | 'lazer' | 'interior' | 'aerea';

/** The pictures each kind of development gets, in gallery order (the first one is also the card thumbnail). */
export const SCENES: Record<SceneStyle, SceneKind[]> = {
  torres: ['fachada', 'lazer', 'interior', 'entardecer', 'noite', 'aerea'],
  casas: ['fachada', 'lazer', 'interior', 'entardecer', 'aerea', 'noite'],
  comercial: ['fachada', 'noite', 'interior', 'entardecer', 'aerea', 'lazer'],
  galpao: ['fachada', 'aerea', 'entardecer', 'noite'],
  rural: ['fachada', 'aerea', 'entardecer', 'lazer'],
  lotes: ['fachada', 'aerea', 'entardecer', 'lazer'],
};

const HORIZON = 560;
const BASE = 650;

/** Draws the style's buildings; the same seed gives the same layout in every mood. */
function buildings(svg: Svg, rng: Rng, p: Palette, style: SceneStyle, grids: WindowGrid[]) {
  if (style === 'torres') {
    const n = rng.int(1, 3);
    const slot = W / n;
    for (let i = 0; i < n; i++) {
      const w = rng.int(200, Math.min(300, slot - 80));
      tower(svg, rng, p, i * slot + (slot - w) / 2 - 20 + rng.int(-20, 20), BASE, w, rng.int(330, 540), grids);
    }
  } else if (style === 'comercial') {
    const n = rng.int(1, 2);
    for (let i = 0; i < n; i++) {
      const w = rng.int(240, 320);
      glassTower(svg, rng, p, n === 1 ? W / 2 - w / 2 : 220 + i * 480, BASE, w, rng.int(420, 580), grids);
    }
  } else if (style === 'casas') {
    const modern = rng.chance(0.5);
    const n = rng.int(3, 4);
    const slot = W / n;
    for (let i = 0; i < n; i++) house(svg, rng, p, i * slot + 30, BASE, slot - 60, modern, grids);
  } else if (style === 'galpao') {
    warehouse(svg, rng, p, BASE - 60, grids);
  } else if (style === 'rural') {
    farmhouse(svg, rng, p, rng.int(200, 640), BASE - 40, grids);
  }
}

function lights(svg: Svg, rng: Rng, grids: WindowGrid[], share: number) {
  const warm = ['#ffd98a', '#ffe7b0', '#ffcf70'];
  for (const g of grids) {
    for (let r = 0; r < g.rows; r++) {
      for (let c = 0; c < g.cols; c++) {
        if (rng.next() < share)
          svg.rect(
            g.x + c * g.cellW,
            g.y + r * g.cellH,
            g.winW,
            g.winH,
            rng.pick(warm),
            `opacity="${f(0.7 + rng.next() * 0.3)}"`,
          );
      }
    }
  }
}

function facade(svg: Svg, seed: number, p: Palette, style: SceneStyle, mood: Mood) {
  const moodRng = createRng(seed * 31 + mood.length);
  const layout = createRng(seed);
  const urban = style === 'torres' || style === 'comercial' || style === 'casas';
  sky(svg, moodRng, mood, HORIZON);
  if (urban) skyline(svg, moodRng, mood, HORIZON);
  svg.openMood(mood);
  if (!urban) hills(svg, HORIZON, [shade(p.grass, 1.15), p.grass, shade(p.grass, 0.9)]);
  else ground(svg, HORIZON, p.grass);
  const grids: WindowGrid[] = [];
  if (style === 'lotes') lots(svg, layout, p, HORIZON);
  else buildings(svg, layout, p, style, grids);
  if (urban) {
    road(svg, BASE + 20);
    for (let x = 130; x < W; x += 340) {
      svg.rect(x - 3, BASE - 110, 6, 132, '#3d3f44');
      svg.rect(x - 3, BASE - 112, 34, 6, '#3d3f44');
    }
    svg.rect(0, BASE + 104, W, H - BASE - 104, shade(p.grass, 0.9));
    treeRow(svg, layout, H - 6, p.foliage, layout.int(3, 5));
  } else if (style !== 'lotes') {
    treeRow(svg, layout, H + 20, p.foliage, 2);
  }
  svg.closeMood();
  if (mood !== 'dia') {
    lights(svg, moodRng, grids, mood === 'noite' ? 0.45 : 0.18);
    if (urban) for (let x = 130; x < W; x += 340) svg.circle(x + 26, BASE - 102, 16, '#ffe7b0', 'opacity="0.75"');
  }
}

function leisure(svg: Svg, seed: number, p: Palette, style: SceneStyle) {
  const rng = createRng(seed * 7 + 3);
  const horizon = 440;
  sky(svg, rng, 'dia', horizon);
  if (style === 'rural' || style === 'lotes') {
    hills(svg, horizon, [shade(p.grass, 1.1), p.grass]);
    svg.ellipse(
      W / 2,
      640,
      460,
      90,
      svg.gradient([
        [0, '#6fb3c8'],
        [1, '#2f7d95'],
      ]),
    );
    svg.rect(W / 2 - 40, 560, 80, 150, '#9b7652');
    for (let i = 0; i < 6; i++) tree(svg, rng.int(40, W - 40), rng.int(520, 560), 0.6, rng.pick(p.foliage));
    return;
  }
  svg.rect(0, horizon, W, H - horizon, p.grass);
  tower(svg, rng, p, rng.int(380, 700), 500, 260, 420, []);
  svg.rect(0, 500, W, H - 500, '#e6d8bf');
  svg.poly(
    [
      [220, 560],
      [1060, 560],
      [1200, 730],
      [80, 730],
    ],
    '#ffffff',
  );
  svg.poly(
    [
      [236, 570],
      [1044, 570],
      [1176, 720],
      [104, 720],
    ],
    svg.gradient([
      [0, '#8fd3e8'],
      [1, '#2c8fb5'],
    ]),
  );
  for (let i = 0; i < 5; i++) {
    const y = 592 + i * 26;
    svg.add(
      `<path d="M${200 - i * 20},${y} q60,-8 120,0 t120,0 t120,0 t120,0 t120,0 t120,0 t120,0" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.35"/>`,
    );
  }
  for (let i = 0; i < 5; i++) {
    const x = 160 + i * 210;
    svg.rect(x, 748, 130, 22, '#ffffff');
    svg.rect(x + 6, 742, 118, 10, p.accent);
  }
  for (const x of [130, 1150]) {
    svg.rect(x - 3, 600, 6, 150, '#777777');
    svg.poly(
      [
        [x - 90, 620],
        [x, 575],
        [x + 90, 620],
      ],
      p.accent,
    );
  }
  for (const x of [50, W - 50]) palm(svg, x, 720, 1.1, rng.pick(p.foliage));
}

function room(svg: Svg, seed: number, p: Palette) {
  const rng = createRng(seed * 13 + 5);
  const wall = rng.pick(['#f1ebe2', '#e9e4dc', '#efe6d8', '#e3e8ea']);
  svg.rect(0, 0, W, 590, wall);
  const plank = rng.pick(['#b08457', '#c49a6c', '#9c7049', '#d2b48c']);
  svg.rect(
    0,
    590,
    W,
    210,
    svg.pattern(
      180,
      26,
      `<rect width="180" height="26" fill="${plank}"/><rect width="180" height="2" fill="${shade(plank, 0.8)}"/><rect x="120" width="2" height="26" fill="${shade(plank, 0.8)}"/>`,
    ),
  );
  svg.rect(0, 582, W, 10, '#ffffff');
  const wx = 560;
  svg.rect(wx - 10, 90, 590, 440, '#ffffff');
  svg.rect(
    wx,
    100,
    570,
    420,
    svg.gradient([
      [0, '#7db4dc'],
      [1, '#d7ecf7'],
    ]),
  );
  for (let x = wx; x < wx + 570; x += rng.int(30, 70))
    svg.rect(x, 520 - rng.int(60, 200), rng.int(24, 60), 200, '#aebfcc', 'opacity="0.8"');
  svg.rect(wx + 280, 100, 10, 420, '#ffffff');
  svg.rect(wx - 60, 70, 60, 520, shade(wall, 0.9));
  svg.rect(wx + 570, 70, 60, 520, shade(wall, 0.9));
  svg.ellipse(430, 700, 330, 60, shade(p.accent, 1.5), 'opacity="0.55"');
  const sofa = shade(p.accent, 1.1);
  svg.rect(90, 440, 520, 110, sofa, 'rx="18"');
  svg.rect(70, 500, 560, 90, shade(sofa, 0.9), 'rx="16"');
  svg.rect(60, 470, 60, 120, shade(sofa, 0.8), 'rx="14"');
  svg.rect(580, 470, 60, 120, shade(sofa, 0.8), 'rx="14"');
  for (const x of [150, 270, 400]) svg.rect(x, 456, 90, 60, rng.pick(['#f4efe6', '#e3c77a', '#cfd8dc']), 'rx="12"');
  svg.rect(250, 640, 300, 18, '#6b4a2f', 'rx="6"');
  svg.rect(270, 658, 10, 50, '#6b4a2f');
  svg.rect(520, 658, 10, 50, '#6b4a2f');
  svg.circle(320, 630, 12, p.accent);
  svg.rect(130, 160, 260, 180, '#ffffff');
  svg.rect(142, 172, 236, 156, shade(p.facade, 1.05));
  svg.circle(220, 250, 50, p.accent, 'opacity="0.9"');
  svg.poly(
    [
      [250, 320],
      [330, 200],
      [370, 320],
    ],
    p.glass,
  );
  svg.rect(1190, 250, 6, 340, '#333333');
  svg.poly(
    [
      [1160, 250],
      [1226, 250],
      [1210, 200],
      [1176, 200],
    ],
    '#f3e2b8',
  );
  svg.rect(60, 560, 50, 30, '#d9d4cc');
  for (const a of [-40, -15, 10, 35])
    svg.add(
      `<ellipse cx="85" cy="520" rx="14" ry="46" fill="${rng.pick(p.foliage)}" transform="rotate(${a} 85 560)"/>`,
    );
  svg.rect(W / 2 - 2, 0, 4, 90, '#444444');
  svg.poly(
    [
      [W / 2 - 40, 120],
      [W / 2 + 40, 120],
      [W / 2 + 16, 88],
      [W / 2 - 16, 88],
    ],
    p.trim === '#ffffff' ? '#3b3b3b' : p.trim,
  );
}

function aerial(svg: Svg, seed: number, p: Palette, style: SceneStyle) {
  const rng = createRng(seed * 17 + 11);
  svg.rect(0, 0, W, H, p.grass);
  if (style === 'rural' || style === 'lotes') {
    const crops = ['#c9b458', '#8fae4f', '#6d8f3a', '#b8a05a', '#a3bf6a'];
    const cols = style === 'lotes' ? 8 : 4;
    const rows = style === 'lotes' ? 4 : 3;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const color = style === 'lotes' ? shade(p.grass, 0.85 + rng.next() * 0.3) : rng.pick(crops);
        svg.rect(
          40 + c * ((W - 80) / cols),
          60 + r * ((H - 180) / rows),
          (W - 80) / cols - 10,
          (H - 180) / rows - 10,
          color,
        );
      }
    }
    svg.rect(0, H - 110, W, 50, '#b9a98c');
    if (style === 'rural') svg.ellipse(rng.int(300, 900), rng.int(250, 450), 120, 70, '#4f94b0');
  } else {
    svg.rect(0, H - 120, W, 80, '#55585e');
    svg.rect(0, H - 82, W, 4, svg.pattern(70, 4, '<rect width="40" height="4" fill="#f2e6a0"/>'));
    svg.rect(80, 60, W - 160, H - 220, shade(p.grass, 1.08));
    const n = rng.int(2, 4);
    for (let i = 0; i < n; i++) {
      const x = 130 + i * ((W - 260) / n);
      const w = (W - 260) / n - 60;
      svg.rect(x + 16, 110 + 16, w, 220, '#000000', 'opacity="0.22"');
      svg.rect(x, 110, w, 220, shade(p.facade, 0.95));
      svg.rect(x + 20, 130, w * 0.3, 40, '#9aa3aa');
    }
    svg.rect(360, 420, 380, 120, '#ffffff');
    svg.rect(370, 430, 360, 100, '#3aa7c9');
    svg.rect(
      800,
      410,
      300,
      140,
      svg.pattern(
        30,
        140,
        '<rect width="30" height="140" fill="#8d9196"/><rect width="3" height="60" fill="#ffffff"/>',
      ),
    );
  }
  for (let i = 0; i < 26; i++) {
    const x = rng.int(20, W - 20);
    const y = rng.int(20, H - 140);
    const r = rng.int(14, 30);
    svg.circle(x + 5, y + 5, r, '#000000', 'opacity="0.18"');
    svg.circle(x, y, r, rng.pick(p.foliage));
  }
}

export function renderScene(seed: number, style: SceneStyle, kind: SceneKind): string {
  const svg = new Svg();
  const p = palette(createRng(seed * 3 + 1));
  if (kind === 'fachada') facade(svg, seed, p, style, 'dia');
  else if (kind === 'entardecer') facade(svg, seed, p, style, 'entardecer');
  else if (kind === 'noite') facade(svg, seed, p, style, 'noite');
  else if (kind === 'lazer') leisure(svg, seed, p, style);
  else if (kind === 'interior') room(svg, seed, p);
  else aerial(svg, seed, p, style);
  return svg.toString();
}
