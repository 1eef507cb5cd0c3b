/**
 * A campus scene drawn as SVG: sky and sun, a tree line, a building in perspective with its windows, ground, trees and
 * their shade. Drawn twice from one layout: in colour, and as a map of how much grain each surface takes (texture.ts).
 */
import type { Random } from './random';

export const WIDTH = 2400;
export const HEIGHT = 1600;

/** How much grain a surface takes, 0 to 1: a clear sky is smooth, foliage is all texture. */
const GRAIN = { sky: 0.05, ridge: 0.55, wall: 0.45, glass: 0.3, frame: 0.35, ground: 0.75, leaf: 1, trunk: 0.7 } as const;
type Surface = keyof typeof GRAIN;
/** A fill: a surface and its colour (or a gradient or pattern of the colour drawing). */
export type Paint = (surface: Surface, colour: string) => string;
export const inColour: Paint = (_surface, colour) => colour;
export const asGrain: Paint = (surface) => {
  const level = Math.round(GRAIN[surface] * 255);
  return `rgb(${level},${level},${level})`;
};

const SKIES = [
  { top: '#3a6cae', horizon: '#c6dbee', glow: '#fff4dc' },
  { top: '#7b8796', horizon: '#dadfe5', glow: '#ffffff' },
  { top: '#3f5f92', horizon: '#f1c89a', glow: '#ffe3b5' },
  { top: '#5583c0', horizon: '#e3ecf2', glow: '#fffaf0' },
];
const WALLS = [
  { colour: '#d8cdb9', frame: '#f3efe7', pattern: 'stone' },
  { colour: '#a9553a', frame: '#ece6dc', pattern: 'brick' },
  { colour: '#bcbab3', frame: '#4a4d52', pattern: 'none' },
  { colour: '#e9e4da', frame: '#3d4148', pattern: 'none' },
  { colour: '#8e6f58', frame: '#e9e2d6', pattern: 'brick' },
] as const;
const SKIN = ['#f1c7a5', '#d9a27e', '#a86f4c', '#6e4630', '#e8b996'];
const COATS = ['#1f2a44', '#7a2e2e', '#d9d4c7', '#2f4a3a', '#c9803a', '#4b4f58', '#8c9bb0', '#f0efe9'];
const LEGS = ['#20242c', '#3a4458', '#5b5147', '#1b1b1b'];
const LEAVES = ['#22391a', '#2f4f23', '#3d6b2b', '#587f35', '#7a9a45', '#9cb35a'];

interface Box { x: number; y: number; w: number; h: number }
interface Leaf { x: number; y: number; r: number; shade: number }
export interface Layout {
  sky: (typeof SKIES)[number];
  wall: (typeof WALLS)[number];
  lawn: boolean;
  horizon: number;
  sun: { x: number; y: number };
  ridge: [number, number][];
  front: { left: number; right: number; top: number; bottom: number };
  /** Where the side face's edges meet, on the horizon. */
  vanishing: number;
  depth: number;
  floors: number;
  columns: number;
  sideColumns: number;
  windows: (Box & { dark: number })[];
  leaves: Leaf[];
  hedge: Leaf[];
  trunks: Box[];
  /** Where a passer-by stands (their feet) and what they wear; at eye level every head is near the horizon. */
  people: { x: number; y: number; coat: string; legs: string; skin: string }[];
  lamps: { x: number; y: number }[];
}

/** Leaves of a crown around (cx, cy), in a few lobes, lit from the upper left. */
function crown(random: Random, cx: number, cy: number, radius: number, count: number, size = 1): Leaf[] {
  const lobes = Array.from({ length: Math.round(random.between(4, 8)) }, () => {
    const angle = random.between(0, Math.PI * 2);
    const distance = radius * random.between(0.15, 0.55);
    return { x: cx + Math.cos(angle) * distance, y: cy + Math.sin(angle) * distance * 0.8, r: radius * random.between(0.4, 0.6) };
  });
  return Array.from({ length: count }, () => {
    const lobe = random.pick(lobes);
    const angle = random.between(0, Math.PI * 2);
    const distance = lobe.r * Math.sqrt(random.next());
    const x = lobe.x + Math.cos(angle) * distance;
    const y = lobe.y + Math.sin(angle) * distance * 0.85;
    // lit from the upper left, darker inside the crown and underneath
    const lit = 0.62 - ((x - cx) + (y - cy)) / (radius * 2.6) - (distance / lobe.r < 0.6 ? 0.18 : 0) + random.between(-0.22, 0.22);
    return { x, y, r: random.between(5, 16) * size, shade: Math.min(0.999, Math.max(0, lit)) };
  });
}

export function layout(random: Random): Layout {
  const horizon = HEIGHT * random.between(0.56, 0.64);
  const left = WIDTH * random.between(0.06, 0.24);
  const right = left + WIDTH * random.between(0.42, 0.58);
  const top = HEIGHT * random.between(0.1, 0.26);
  const bottom = horizon + HEIGHT * random.between(0.06, 0.1);
  const floors = Math.round(random.between(3, 7));
  const columns = Math.round((right - left) / random.between(120, 190));
  const windows: Layout['windows'] = [];
  const floorHeight = (bottom - top - 40) / (floors + 0.4);
  const columnWidth = (right - left) / columns;
  for (let floor = 0; floor < floors; floor += 1) {
    for (let column = 0; column < columns; column += 1) {
      windows.push({
        x: left + column * columnWidth + columnWidth * 0.2,
        y: top + 40 + floor * floorHeight + floorHeight * 0.2,
        w: columnWidth * 0.6,
        h: floorHeight * 0.62,
        dark: random.between(0, 0.75),
      });
    }
  }
  const ridge: [number, number][] = [];
  let height = random.between(40, 110);
  for (let x = -20; x <= WIDTH + 20; x += 14) {
    height = Math.max(20, Math.min(170, height + random.between(-14, 14)));
    ridge.push([x, horizon - height]);
  }
  const leaves: Leaf[] = [];
  const trunks: Box[] = [];
  const treeCount = Math.round(random.between(1, 3));
  for (let tree = 0; tree < treeCount; tree += 1) {
    const cx = tree === 0 ? WIDTH * random.between(-0.02, 0.12) : WIDTH * random.between(0.78, 1.02);
    const radius = random.between(280, 440);
    const cy = HEIGHT * random.between(0.28, 0.45);
    trunks.push({ x: cx - 24, y: cy, w: 48, h: HEIGHT - cy });
    leaves.push(...crown(random, cx, cy, radius, 2600));
  }
  const hedge: Leaf[] = [];
  for (let x = left - 60; x < right + 220; x += 40) hedge.push(...crown(random, x, bottom + 4, 60, 40, 0.9));
  const people = Array.from({ length: Math.round(random.between(3, 9)) }, () => ({
    x: random.between(left, right + 200),
    y: bottom + 30 + (HEIGHT - bottom - 30) * random.next() ** 2,
    coat: random.pick(COATS),
    legs: random.pick(LEGS),
    skin: random.pick(SKIN),
  })).sort((a, b) => a.y - b.y);
  const lamps = [0.2, 0.55, 1].map((t) => ({ x: right + 140 + t * 380, y: bottom + 20 + (HEIGHT - bottom) * t * 0.8 }));
  return {
    sky: random.pick(SKIES),
    wall: random.pick(WALLS),
    lawn: random.next() < 0.5,
    horizon,
    sun: { x: WIDTH * random.between(0.05, 0.35), y: HEIGHT * random.between(0.02, 0.2) },
    ridge,
    front: { left, right, top, bottom },
    vanishing: WIDTH * random.between(1.4, 2.4),
    depth: WIDTH * random.between(0.14, 0.26),
    floors,
    columns,
    sideColumns: Math.max(2, Math.round(columns * 0.4)),
    windows,
    leaves,
    hedge,
    trunks,
    people,
    lamps,
  };
}

const mix = (from: string, to: string, t: number) => {
  const a = parseInt(from.slice(1), 16);
  const b = parseInt(to.slice(1), 16);
  const channel = (shift: number) => Math.round(((a >> shift) & 255) * (1 - t) + ((b >> shift) & 255) * t);
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
};

/** A point of the side face: `u` across its depth (0 at the corner), `v` from its top (0) to its bottom (1). */
function sidePoint(s: Layout, u: number, v: number): [number, number] {
  const { right, top, bottom } = s.front;
  const x = right + s.depth * u;
  const toward = (y: number) => y + ((s.horizon - y) * (x - right)) / (s.vanishing - right);
  return [x, toward(top) + (toward(bottom) - toward(top)) * v];
}

const polygon = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="${fill}" ${extra}/>`;

function definitions(s: Layout) {
  const mortar = mix(s.wall.colour, '#ffffff', 0.35);
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky.top}"/><stop offset="1" stop-color="${s.sky.horizon}"/></linearGradient>
<radialGradient id="glow" cx="${s.sun.x}" cy="${s.sun.y}" r="${WIDTH * 0.45}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${s.sky.glow}" stop-opacity="0.9"/><stop offset="1" stop-color="${s.sky.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="glass" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${mix(s.sky.horizon, '#ffffff', 0.3)}"/><stop offset="0.55" stop-color="${mix(s.sky.top, '#203040', 0.3)}"/><stop offset="1" stop-color="#1d2630"/></linearGradient>
<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky.horizon}" stop-opacity="0.55"/><stop offset="1" stop-color="${s.sky.horizon}" stop-opacity="0.1"/></linearGradient>
<pattern id="brick" width="56" height="20" patternUnits="userSpaceOnUse"><rect width="56" height="20" fill="${mortar}"/><rect x="1" y="1" width="54" height="8" fill="${s.wall.colour}"/><rect x="-27" y="11" width="54" height="8" fill="${mix(s.wall.colour, '#000000', 0.08)}"/><rect x="29" y="11" width="54" height="8" fill="${mix(s.wall.colour, '#000000', 0.08)}"/></pattern>
<pattern id="stone" width="150" height="56" patternUnits="userSpaceOnUse"><rect width="150" height="56" fill="${mix(s.wall.colour, '#000000', 0.12)}"/><rect x="2" y="2" width="146" height="24" fill="${s.wall.colour}"/><rect x="-73" y="30" width="146" height="24" fill="${mix(s.wall.colour, '#ffffff', 0.06)}"/><rect x="77" y="30" width="146" height="24" fill="${mix(s.wall.colour, '#ffffff', 0.06)}"/></pattern>
</defs>`;
}

function ground(s: Layout, paint: Paint) {
  const base = s.lawn ? '#5d7d38' : '#a39d92';
  const stripes: string[] = [];
  const centre = WIDTH * 0.55;
  for (let k = -30; k <= 30; k += 2) {
    const a = centre + k * 160;
    const b = centre + (k + 1) * 160;
    stripes.push(polygon([[centre, s.horizon], [a, HEIGHT * 1.4], [b, HEIGHT * 1.4]], paint('ground', mix(base, '#ffffff', s.lawn ? 0.1 : 0.05))));
  }
  const rows: string[] = [];
  for (let k = 1; k < 40; k += 1) {
    const y = s.horizon + ((HEIGHT * 1.15 - s.horizon) * 1) / (1 + k * 0.35);
    rows.push(`<line x1="0" y1="${y.toFixed(1)}" x2="${WIDTH}" y2="${y.toFixed(1)}" stroke="${paint('ground', mix(base, '#000000', 0.25))}" stroke-width="${(3 * (y - s.horizon)) / (HEIGHT - s.horizon) + 0.5}" stroke-opacity="${s.lawn ? 0 : 0.6}"/>`);
  }
  return `<rect y="${s.horizon}" width="${WIDTH}" height="${HEIGHT - s.horizon}" fill="${paint('ground', base)}"/>${stripes.join('')}${rows.join('')}`;
}

function building(s: Layout, paint: Paint, colour: boolean) {
  const { left, right, top, bottom } = s.front;
  const wallFill = colour && s.wall.pattern !== 'none' ? `url(#${s.wall.pattern})` : paint('wall', s.wall.colour);
  const side = [sidePoint(s, 0, 0), sidePoint(s, 1, 0), sidePoint(s, 1, 1), sidePoint(s, 0, 1)];
  const parts = [
    polygon(side, wallFill),
    colour ? polygon(side, '#0b1420', 'fill-opacity="0.42"') : '',
    `<rect x="${left}" y="${top}" width="${right - left}" height="${bottom - top}" fill="${wallFill}"/>`,
    `<rect x="${left - 12}" y="${top - 10}" width="${right - left + 24}" height="34" fill="${paint('frame', mix(s.wall.colour, '#ffffff', 0.25))}"/>`,
    colour ? `<rect x="${left}" y="${top + 24}" width="${right - left}" height="14" fill="#000" fill-opacity="0.25"/>` : '',
  ];
  for (const w of s.windows) {
    parts.push(
      `<rect x="${w.x - 8}" y="${w.y - 8}" width="${w.w + 16}" height="${w.h + 16}" fill="${paint('frame', s.wall.frame)}"/>`,
      `<rect x="${w.x}" y="${w.y}" width="${w.w}" height="${w.h}" fill="${colour ? 'url(#glass)' : paint('glass', '')}"/>`,
      colour ? `<rect x="${w.x}" y="${w.y}" width="${w.w}" height="${w.h}" fill="#0c1118" fill-opacity="${w.dark.toFixed(2)}"/>` : '',
      colour ? `<rect x="${w.x}" y="${w.y}" width="${w.w}" height="10" fill="#000" fill-opacity="0.35"/>` : '',
      `<rect x="${w.x + w.w / 2 - 4}" y="${w.y}" width="8" height="${w.h}" fill="${paint('frame', s.wall.frame)}"/>`,
      `<rect x="${w.x - 14}" y="${w.y + w.h + 8}" width="${w.w + 28}" height="12" fill="${paint('frame', mix(s.wall.colour, '#ffffff', 0.4))}"/>`,
    );
  }
  for (let floor = 0; floor < s.floors; floor += 1) {
    for (let column = 0; column < s.sideColumns; column += 1) {
      const u0 = (column + 0.25) / s.sideColumns;
      const u1 = (column + 0.7) / s.sideColumns;
      const v0 = (floor + 0.35) / (s.floors + 0.4);
      const v1 = (floor + 0.85) / (s.floors + 0.4);
      parts.push(polygon([sidePoint(s, u0, v0), sidePoint(s, u1, v0), sidePoint(s, u1, v1), sidePoint(s, u0, v1)], colour ? '#1a232d' : paint('glass', ''), colour ? 'fill-opacity="0.85"' : ''));
    }
  }
  const door = { x: (left + right) / 2 - 110, w: 220, h: Math.min(220, (bottom - top) * 0.25) };
  parts.push(`<rect x="${door.x}" y="${bottom - door.h}" width="${door.w}" height="${door.h}" fill="${colour ? 'url(#glass)' : paint('glass', '')}"/>`);
  parts.push(`<rect x="${door.x - 40}" y="${bottom - door.h - 26}" width="${door.w + 80}" height="22" fill="${paint('frame', '#3a3f46')}"/>`);
  return parts.join('');
}

/** The path from the door, passers-by and the lamps along it, drawn nearest last. */
function forecourt(s: Layout, paint: Paint) {
  const door = (s.front.left + s.front.right) / 2;
  const path = polygon([[door - 150, s.front.bottom], [door + 150, s.front.bottom], [door + 700, HEIGHT], [door - 700, HEIGHT]], paint('ground', '#b7b0a3'));
  const standing = [
    ...s.people.map((p) => ({ y: p.y, draw: () => person(s, p, paint) })),
    ...s.lamps.map((l) => ({ y: l.y, draw: () => lamp(s, l, paint) })),
  ].sort((a, b) => a.y - b.y);
  return path + standing.map((thing) => thing.draw()).join('');
}

function person(s: Layout, p: Layout['people'][number], paint: Paint) {
  const height = (p.y - s.horizon) * 1.08;
  const top = p.y - height;
  const head = height * 0.07;
  const width = height * 0.26;
  return `<ellipse cx="${p.x}" cy="${p.y}" rx="${width * 0.8}" ry="${height * 0.035}" fill="${paint('ground', '#000')}" fill-opacity="0.3"/>
<rect x="${p.x - width * 0.32}" y="${p.y - height * 0.5}" width="${width * 0.28}" height="${height * 0.5}" fill="${paint('frame', p.legs)}"/>
<rect x="${p.x + width * 0.04}" y="${p.y - height * 0.5}" width="${width * 0.28}" height="${height * 0.5}" fill="${paint('frame', p.legs)}"/>
<rect x="${p.x - width / 2}" y="${top + head * 2.1}" width="${width}" height="${height * 0.42}" rx="${width * 0.3}" fill="${paint('wall', p.coat)}"/>
<circle cx="${p.x}" cy="${top + head}" r="${head}" fill="${paint('trunk', p.skin)}"/>
<path d="M${p.x - head},${top + head * 0.9} a${head},${head} 0 0 1 ${head * 2},0 z" fill="${paint('trunk', '#2b1d14')}"/>`;
}

function lamp(s: Layout, l: Layout['lamps'][number], paint: Paint) {
  const height = (l.y - s.horizon) * 2.6;
  const width = Math.max(6, height * 0.018);
  return `<rect x="${l.x - width / 2}" y="${l.y - height}" width="${width}" height="${height}" fill="${paint('frame', '#23272d')}"/>
<rect x="${l.x - width * 3}" y="${l.y - height - width * 2}" width="${width * 6}" height="${width * 2.2}" rx="${width}" fill="${paint('frame', '#30353c')}"/>`;
}

const leafSvg = (paint: Paint) => (l: Leaf) => {
  const tone = LEAVES[Math.floor(l.shade * LEAVES.length)];
  return `<ellipse cx="${l.x.toFixed(1)}" cy="${l.y.toFixed(1)}" rx="${l.r.toFixed(1)}" ry="${(l.r * 0.72).toFixed(1)}" fill="${paint('leaf', tone)}"/>`;
};

function trees(s: Layout, paint: Paint, colour: boolean) {
  const shadows = colour
    ? s.trunks.map((t) => `<ellipse cx="${t.x + 180}" cy="${HEIGHT - 40}" rx="420" ry="90" fill="#0a1206" fill-opacity="0.35"/>`).join('')
    : '';
  const trunks = s.trunks
    .map((t) => {
      const x = t.x + t.w / 2;
      const branches = [-1, 1, -0.5, 0.6].map((side) => `<path d="M${x},${t.y + 140} q${side * 60},-90 ${side * 190},-170" stroke="${paint('trunk', '#33261b')}" stroke-width="${t.w * 0.35}" fill="none"/>`);
      return `<path d="M${t.x},${HEIGHT} L${t.x + t.w * 0.15},${t.y} L${t.x + t.w * 0.85},${t.y} L${t.x + t.w},${HEIGHT} Z" fill="${paint('trunk', '#3b2c20')}"/>${branches.join('')}`;
    })
    .join('');
  return shadows + trunks + s.leaves.map(leafSvg(paint)).join('');
}

/** The whole scene, in colour or as its grain map. */
export function sceneSvg(s: Layout, paint: Paint): string {
  const colour = paint === inColour;
  const ridge = `M${s.ridge.map(([x, y]) => `${x.toFixed(0)},${y.toFixed(0)}`).join(' L')} L${WIDTH + 20},${s.horizon + 40} L-20,${s.horizon + 40} Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${colour ? definitions(s) : ''}
<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour ? 'url(#sky)' : paint('sky', '')}"/>
${colour ? `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>` : ''}
<path d="${ridge}" fill="${paint('ridge', '#33452c')}"/>${colour ? `<path d="${ridge}" fill="url(#haze)"/>` : ''}
${ground(s, paint)}${building(s, paint, colour)}${s.hedge.map(leafSvg(paint)).join('')}${forecourt(s, paint)}${trees(s, paint, colour)}</svg>`;
}
