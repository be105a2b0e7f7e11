#!/usr/bin/env node
/**
 * The site's illustrations: one picture per product, industry page, division, course, case, event, webinar,
 * podcast, news and media item, photo gallery (and each of its photos), banner and person, drawn
 * from a one-line description each (`tools/art/items.json`: a motif and a theme) in one style —
 * flat shapes in the brand palette on a navy field, a theme accent, a pattern and a few data
 * marks that a seeded random generator (the item's key) places, so no two pictures are alike.
 *
 * Each picture is drawn for its box at each breakpoint (spec §3 "Image": desktop, tablet,
 * mobile): a hero's 560×360 desktop panel becomes a 1120×240 strip on tablets and a 16:9 block
 * on phones; a card's 16:9 art is recomposed (motif centred and larger, fewer details) for the
 * phone. Product art has no background: it sits on the product card's own gradient.
 *
 * The output is committed: `content/public/images/art/<kind>/<key>[-<n>]-<size>.svg`, and the
 * script points every locale's content item at it (`image`/`photo`/`cover`, keeping `alt`).
 * Deterministic: the same descriptions give byte-identical files.
 *
 *   npx node tools/art/make-art.mjs           write the pictures and update content/*.json
 *   npx node tools/art/make-art.mjs --check   exit 1 when a picture or a content link is stale
 *
 * Nothing is taken from a package: every shape is drawn here (no licence to record).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const contentDir = path.join(root, 'content');
const outDir = path.join(contentDir, 'public/images/art');
const urlBase = '/images/art';
const items = JSON.parse(readFileSync(path.join(root, 'tools/art/items.json'), 'utf8'));
const check = process.argv.includes('--check');

// ---- brand palette (libs/shared/ui tokens.css) ----
const C = {
  navy: '#0a1f44',
  blue7: '#123b80',
  blue6: '#1a5fd0',
  blue5: '#1f6feb',
  blue1: '#e3edfd',
  orange: '#f26b1d',
  orange7: '#b8490c',
  grey3: '#b4bcc6',
  grey5: '#5c6570',
  white: '#ffffff',
};
/** The second colour of the field and the accent per theme. */
const themes = {
  mining: { field: '#1f3a5f', accent: C.orange },
  oil: { field: '#3b2a22', accent: C.orange },
  metals: { field: '#4a2616', accent: C.orange },
  process: { field: '#123b80', accent: C.orange },
  energy: { field: '#1a4fa8', accent: C.orange },
  iiot: { field: '#123b80', accent: C.blue5 },
  events: { field: '#17397a', accent: C.orange },
  people: { field: '#1a5fd0', accent: C.orange },
  media: { field: '#2a3544', accent: C.orange },
};

// ---- seeded randomness (FNV-1a + mulberry32) ----
function seedOf(text) {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}
function rng(text) {
  let a = seedOf(text);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}
const n = (v) => +v.toFixed(1);

// ---- primitives (motifs are drawn on a 100 × 100 canvas, ground at y = 90) ----
const rect = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
const circ = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const path_ = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d, stroke, width = 2, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const ring = (cx, cy, r, stroke, width = 2, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra}/>`;

/** The shapes of each motif; `p` is the palette: light, mid, dark, accent. */
const motifs = {
  truck: (p) =>
    path_('M18 44h44l10 14H18z', p.mid) +
    path_('M14 40h50l-4 6H16z', p.light) +
    rect(64, 46, 20, 16, p.light, 2) +
    rect(68, 49, 10, 6, p.dark, 1) +
    rect(14, 58, 72, 10, p.light, 2) +
    [26, 72].map((x) => circ(x, 74, 12, p.dark) + circ(x, 74, 5, p.accent)).join(''),
  excavator: (p) =>
    rect(16, 70, 44, 12, p.dark, 6) +
    [22, 30, 38, 46, 54].map((x) => circ(x, 76, 3, p.mid)).join('') +
    rect(22, 52, 34, 16, p.light, 2) +
    rect(44, 40, 12, 12, p.mid, 2) +
    line('M52 46 L72 22 L86 44', p.light, 5) +
    path_('M80 44h12l-4 12h-10z', p.accent),
  drill: (p) =>
    rect(44, 10, 8, 62, p.light, 1) +
    line('M44 14 L52 24 M44 28 L52 38 M44 42 L52 52 M44 56 L52 66', p.mid, 2) +
    rect(26, 64, 44, 12, p.mid, 3) +
    rect(58, 54, 14, 12, p.light, 2) +
    rect(22, 76, 52, 8, p.dark, 4) +
    line('M48 84 V96', p.accent, 3),
  pit: (p) =>
    [46, 36, 26, 16]
      .map(
        (r, i) =>
          `<ellipse cx="50" cy="60" rx="${r}" ry="${r * 0.5}" fill="${[p.dark, p.mid, p.light, p.mid][i]}"/>`,
      )
      .join('') +
    line('M14 52 Q30 40 50 44 T86 40', p.accent, 2, ' stroke-dasharray="4 4"') +
    rect(44, 56, 10, 5, p.accent, 1),
  'layers-pit': (p) =>
    [0, 1, 2, 3]
      .map((i) =>
        path_(
          `M${10 + i * 8} ${40 + i * 12}h${80 - i * 16}l-6 10h${-(68 - i * 16)}z`,
          [p.light, p.mid, p.light, p.dark][i],
        ),
      )
      .join('') +
    rect(38, 20, 24, 14, p.accent, 2) +
    line('M50 34 V40', p.accent, 2),
  tunnel: (p) =>
    path_('M12 90 V50 A38 38 0 0 1 88 50 V90z', p.mid) +
    path_('M28 90 V56 A22 22 0 0 1 72 56 V90z', p.dark) +
    line('M38 90 L46 62 M62 90 L54 62 M40 82h20 M43 72h14', p.light, 2) +
    [22, 50, 78]
      .map((x, i) => circ(x, 30 + (i === 1 ? -14 : 0) + (i === 1 ? 0 : 4), 3, p.accent))
      .join(''),
  pipeline: (p) =>
    rect(6, 46, 88, 14, p.light, 7) +
    rect(6, 66, 88, 10, p.mid, 5) +
    [30, 70].map((x) => rect(x - 3, 42, 6, 22, p.mid, 1)).join('') +
    line('M50 46 V30', p.light, 4) +
    ring(50, 24, 8, p.accent, 4) +
    line('M42 24h16 M50 16v16', p.accent, 2),
  pumpjack: (p) =>
    rect(14, 82, 72, 6, p.dark, 2) +
    path_('M40 82 L50 40 L60 82z', p.mid) +
    line('M18 36 L82 44', p.light, 6) +
    path_('M76 34 q14 4 10 22 l-8 -2 q2 -10 -6 -12z', p.light) +
    circ(22, 52, 9, p.accent) +
    line('M22 36 V52 M84 54 V82', p.light, 2),
  refinery: (p) =>
    rect(16, 30, 12, 60, p.light, 6) +
    rect(32, 18, 10, 72, p.mid, 5) +
    rect(46, 40, 14, 50, p.light, 7) +
    `<ellipse cx="76" cy="76" rx="14" ry="14" fill="${p.mid}"/>` +
    line('M64 24 V90', p.light, 3) +
    path_('M64 24 q-6 -8 0 -16 q6 8 0 16z', p.accent) +
    line('M22 46h18 M36 60h16', p.dark, 2),
  furnace: (p) =>
    rect(18, 36, 52, 52, p.mid, 4) +
    rect(26, 52, 36, 26, p.dark, 3) +
    path_('M36 78 q-2 -14 8 -20 q2 8 8 6 q4 8 -2 14z', p.accent) +
    rect(74, 14, 10, 74, p.light, 2) +
    `<circle cx="79" cy="10" r="5" fill="${p.light}" opacity=".5"/>` +
    line('M22 44h44', p.light, 2),
  coil: (p) =>
    circ(50, 52, 32, p.light) +
    [26, 20, 14].map((r, i) => ring(50, 52, r, i % 2 ? p.light : p.mid, 4)).join('') +
    circ(50, 52, 8, p.dark) +
    rect(20, 84, 60, 6, p.dark, 3) +
    line('M50 20 h30', p.accent, 4),
  machine: (p) =>
    rect(12, 28, 64, 58, p.light, 4) +
    rect(18, 36, 36, 30, p.dark, 2) +
    line('M36 36 V50', p.light, 4) +
    path_('M33 50h6l-3 6z', p.accent) +
    rect(24, 60, 24, 4, p.mid) +
    rect(60, 36, 12, 18, p.mid, 2) +
    rect(78, 40, 12, 46, p.mid, 2) +
    circ(84, 48, 3, p.accent),
  gears: (p) =>
    ring(40, 54, 20, p.light, 8, ' stroke-dasharray="6 4.5"') +
    circ(40, 54, 17, p.light) +
    circ(40, 54, 7, p.dark) +
    ring(70, 34, 13, p.accent, 6, ' stroke-dasharray="4 3.5"') +
    circ(70, 34, 11, p.accent) +
    circ(70, 34, 4, p.dark),
  dashboard: (p) =>
    rect(10, 18, 80, 56, p.light, 4) +
    rect(16, 24, 30, 20, p.mid, 2) +
    [0, 1, 2, 3].map((i) => rect(52 + i * 8, 42 - i * 5, 5, 2 + i * 5, p.accent)).join('') +
    line('M16 66 L28 56 L38 60 L50 50 L62 54 L84 46', p.blue, 3) +
    ring(31, 34, 6, p.light, 3) +
    rect(40, 76, 20, 6, p.mid) +
    rect(30, 82, 40, 4, p.mid, 2),
  network: (p) => {
    const nodes = [
      [50, 50, 10],
      [20, 28, 6],
      [80, 24, 6],
      [18, 74, 6],
      [84, 72, 6],
      [50, 14, 5],
      [52, 86, 5],
    ];
    return (
      line(
        'M50 50L20 28M50 50L80 24M50 50L18 74M50 50L84 72M50 50L50 14M50 50L52 86M20 28L50 14L80 24M18 74L52 86L84 72',
        p.mid,
        2,
      ) + nodes.map(([x, y, r], i) => circ(x, y, r, i ? p.light : p.accent)).join('')
    );
  },
  chip: (p) =>
    [28, 40, 52, 64, 72]
      .map((v) => line(`M${v} 14v10M${v} 76v10M14 ${v}h10M76 ${v}h10`, p.mid, 3))
      .join('') +
    rect(22, 22, 56, 56, p.light, 6) +
    rect(34, 34, 32, 32, p.dark, 3) +
    circ(50, 50, 6, p.accent),
  tiles: (p) =>
    [0, 1, 2]
      .flatMap((r) =>
        [0, 1, 2].map((c) =>
          rect(
            14 + c * 26,
            14 + r * 26,
            22,
            22,
            (r + c) % 4 === 1 ? p.accent : (r + c) % 2 ? p.mid : p.light,
            4,
          ),
        ),
      )
      .join(''),
  screens: (p) =>
    [
      [6, 30, 28],
      [36, 22, 28],
      [66, 30, 28],
    ]
      .map(
        ([x, y, w], i) =>
          rect(x, y, w, 22, i === 1 ? p.light : p.mid, 2) +
          line(`M${x + 4} ${y + 16} l6 -6 l6 3 l8 -8`, i === 1 ? p.accent : p.light, 2),
      )
      .join('') +
    rect(16, 66, 68, 8, p.light, 2) +
    rect(12, 74, 76, 14, p.dark, 2),
  neural: (p) => {
    const cols = [
      [20, [30, 50, 70]],
      [50, [22, 40, 60, 78]],
      [80, [38, 62]],
    ];
    let links = '';
    for (let i = 0; i < cols.length - 1; i += 1)
      for (const y1 of cols[i][1])
        for (const y2 of cols[i + 1][1]) links += `M${cols[i][0]} ${y1}L${cols[i + 1][0]} ${y2}`;
    return (
      line(links, p.mid, 1.5) +
      cols
        .map(([x, ys], i) =>
          ys.map((y, j) => circ(x, y, 6, (i + j) % 3 === 1 ? p.accent : p.light)).join(''),
        )
        .join('')
    );
  },
  radar: (p) =>
    [40, 28, 16].map((r) => ring(50, 60, r, p.mid, 2)).join('') +
    path_('M50 60 L50 20 A40 40 0 0 1 84 40z', p.accent, ' opacity=".55"') +
    line('M50 60 L84 40', p.accent, 3) +
    circ(66, 40, 3, p.light) +
    circ(34, 72, 3, p.light) +
    circ(50, 60, 4, p.light),
  shield: (p) =>
    path_('M50 12 L82 24 V48 Q82 76 50 90 Q18 76 18 48 V24z', p.light) +
    path_('M50 22 L72 30 V48 Q72 68 50 80z', p.mid) +
    line('M36 50 L46 60 L66 38', p.accent, 6),
  flask: (p) =>
    path_('M40 14h20v6h-3v20l22 40q3 8 -6 8H27q-9 0 -6 -8l22 -40V20h-3z', p.light) +
    path_('M29 66h42l8 14q2 6 -5 6H26q-7 0 -5 -6z', p.accent) +
    [36, 52, 62].map((x, i) => circ(x, 58 - i * 6, 2 + i, p.mid)).join(''),
  plant: (p) =>
    path_('M8 90 V54 L24 44 V54 L40 44 V54 L56 44 V90z', p.light) +
    rect(60, 30, 14, 60, p.mid, 2) +
    rect(78, 18, 10, 72, p.light, 2) +
    `<circle cx="83" cy="12" r="5" fill="${p.light}" opacity=".45"/><circle cx="90" cy="6" r="4" fill="${p.light}" opacity=".3"/>` +
    [14, 26, 38].map((x) => rect(x, 64, 8, 10, p.dark, 1)).join('') +
    rect(63, 40, 8, 6, p.accent),
  pylon: (p) =>
    line('M34 90 L46 18 L54 18 L66 90 M38 66h24 M42 44h16 M30 30h40 M26 44h48', p.light, 3) +
    line('M40 66 L58 44 M60 66 L42 44', p.mid, 2) +
    line('M4 34 Q18 40 30 30 M70 30 Q84 40 96 34', p.mid, 1.5) +
    path_('M78 50 L70 68 H78 L74 84 L88 62 H80 L84 50z', p.accent),
  layers: (p) =>
    [0, 1, 2, 3]
      .map((i) =>
        path_(
          `M6 ${34 + i * 14} Q30 ${28 + i * 14} 50 ${36 + i * 14} T94 ${32 + i * 14} V${48 + i * 14} Q70 ${44 + i * 14} 50 ${50 + i * 14} T6 ${48 + i * 14}z`,
          [p.light, p.mid, p.dark, p.mid][i],
        ),
      )
      .join('') +
    line('M62 12 V70', p.accent, 3) +
    rect(56, 8, 12, 8, p.accent, 2),
  containers: (p) =>
    [
      [10, 66, p.mid],
      [36, 66, p.accent],
      [62, 66, p.light],
      [22, 50, p.light],
      [48, 50, p.mid],
    ]
      .map(
        ([x, y, f]) =>
          rect(x, y, 24, 14, f, 1) +
          line(`M${x + 6} ${y + 3}v8M${x + 12} ${y + 3}v8M${x + 18} ${y + 3}v8`, p.dark, 1),
      )
      .join('') +
    line('M84 90 V16 H40 M84 26 L74 16', p.light, 3) +
    line('M48 16 V40', p.light, 1.5),
  gantt: (p) =>
    line('M14 16 V88 H92', p.light, 2) +
    [
      [18, 22, 30, p.light],
      [36, 34, 26, p.mid],
      [30, 46, 36, p.accent],
      [56, 58, 28, p.light],
      [48, 70, 38, p.mid],
    ]
      .map(([x, y, w, f]) => rect(x, y, w, 8, f, 4))
      .join('') +
    line('M62 14 V88', p.accent, 1.5, ' stroke-dasharray="3 3"'),
  cube: (p) =>
    path_('M50 12 L86 32 L50 52 L14 32z', p.light) +
    path_('M14 32 L50 52 V92 L14 72z', p.mid) +
    path_('M86 32 L50 52 V92 L86 72z', p.dark) +
    ring(50, 52, 44, p.accent, 1.5, ' stroke-dasharray="2 5"') +
    circ(50, 32, 4, p.accent),
  gauge: (p) =>
    path_('M12 70 A38 38 0 0 1 88 70 H76 A26 26 0 0 0 24 70z', p.light) +
    path_('M70 36 A38 38 0 0 1 88 70 H76 A26 26 0 0 0 64 44z', p.accent) +
    line('M50 70 L68 46', p.light, 4) +
    circ(50, 70, 6, p.mid) +
    rect(24, 80, 52, 8, p.mid, 4),
  map: (p) =>
    path_('M10 24 L36 16 L64 24 L90 16 V76 L64 84 L36 76 L10 84z', p.light) +
    path_('M36 16 V76 L64 84 V24z', p.mid, ' opacity=".5"') +
    line('M18 66 Q30 40 46 52 T76 34', p.accent, 3, ' stroke-dasharray="5 4"') +
    path_('M76 20 a8 8 0 0 1 8 8 q0 6 -8 14 q-8 -8 -8 -14 a8 8 0 0 1 8 -8z', p.accent) +
    circ(76, 28, 3, p.light),
  tyre: (p) =>
    ring(50, 50, 32, p.dark, 16, ' stroke-dasharray="5 3"') +
    ring(50, 50, 24, p.mid, 6) +
    circ(50, 50, 16, p.light) +
    [0, 72, 144, 216, 288]
      .map((a) =>
        circ(
          50 + 8 * Math.cos((a * Math.PI) / 180),
          50 + 8 * Math.sin((a * Math.PI) / 180),
          2.5,
          p.dark,
        ),
      )
      .join('') +
    line('M84 24 L92 14', p.accent, 4),
  target: (p) =>
    [38, 26, 14].map((r, i) => circ(50, 52, r, [p.light, p.mid, p.light][i])).join('') +
    circ(50, 52, 5, p.accent) +
    line('M50 6 V24 M50 80 V98 M4 52 H22 M78 52 H96', p.accent, 3),
  scales: (p) =>
    line('M50 16 V84 M18 30 H82', p.light, 4) +
    line('M18 30 L8 56 M18 30 L28 56 M82 30 L72 52 M82 30 L92 52', p.mid, 1.5) +
    path_('M6 56 h24 q-12 12 -24 0z', p.light) +
    path_('M70 52 h24 q-12 12 -24 0z', p.accent) +
    rect(34, 84, 32, 6, p.mid, 3) +
    circ(50, 16, 4, p.accent),
  headset: (p) =>
    line('M22 56 V46 A28 28 0 0 1 78 46 V56', p.light, 6) +
    rect(14, 50, 16, 26, p.mid, 6) +
    rect(70, 50, 16, 26, p.mid, 6) +
    line('M22 76 Q24 88 46 88', p.light, 3) +
    rect(44, 84, 14, 8, p.accent, 4),
  rocks: (p) =>
    [
      'M10 84 L20 62 L38 58 L44 76 L30 88z',
      'M40 60 L56 44 L72 52 L68 72 L48 74z',
      'M66 76 L80 64 L92 74 L86 88 L70 88z',
      'M26 50 L34 38 L46 42 L42 54z',
      'M60 34 L70 28 L78 36 L70 44z',
    ]
      .map((d, i) => path_(d, [p.light, p.mid, p.light, p.accent, p.mid][i]))
      .join('') + line('M50 10 V26 M42 18 H58', p.accent, 2),
  train: (p) =>
    path_('M10 44 h50 l-6 26 h-38z', p.mid) +
    path_('M14 44 q10 -14 20 -6 q10 -10 22 6z', p.light) +
    rect(64, 36, 28, 34, p.light, 3) +
    rect(70, 42, 10, 10, p.dark, 1) +
    line('M4 82 H96', p.light, 2) +
    [20, 48, 72, 86].map((x) => circ(x, 74, 6, p.dark) + circ(x, 74, 2, p.accent)).join(''),
  growth: (p) =>
    [0, 1, 2, 3, 4]
      .map((i) =>
        rect(
          12 + i * 16,
          76 - i * 12,
          11,
          12 + i * 12,
          i === 4 ? p.accent : i % 2 ? p.mid : p.light,
          2,
        ),
      )
      .join('') +
    line('M12 62 L36 50 L52 40 L88 14', p.light, 3) +
    path_('M80 12 L92 10 L90 22z', p.light),
  molecule: (p) =>
    line('M30 30 L52 50 L80 34 M52 50 L44 78 M52 50 L78 72 M30 30 L16 56', p.mid, 4) +
    [
      [30, 30, 9, p.light],
      [52, 50, 13, p.accent],
      [80, 34, 8, p.light],
      [44, 78, 8, p.light],
      [78, 72, 6, p.mid],
      [16, 56, 6, p.light],
    ]
      .map(([x, y, r, f]) => circ(x, y, r, f))
      .join(''),
  certificate: (p) =>
    rect(14, 14, 62, 74, p.light, 3) +
    line('M24 30 H66 M24 40 H60 M24 50 H66 M24 60 H48', p.mid, 3) +
    circ(70, 68, 14, p.accent) +
    path_('M62 78 L58 96 L66 90 L70 96 L72 80z', p.accent) +
    ring(70, 68, 8, p.light, 2),
  document: (p) =>
    path_('M18 10 H60 L76 26 V88 H18z', p.light) +
    path_('M60 10 V26 H76z', p.mid) +
    line('M28 40 H64 M28 50 H64 M28 60 H52', p.mid, 3) +
    ring(66, 68, 12, p.accent, 5) +
    line('M75 77 L88 90', p.accent, 6),
  handshake: (p) =>
    circ(36, 50, 26, p.light, ' opacity=".9"') +
    circ(64, 50, 26, p.mid, ' opacity=".9"') +
    path_('M50 28 A26 26 0 0 1 50 72 A26 26 0 0 1 50 28z', p.accent) +
    line('M10 88 H90', p.light, 2, ' stroke-dasharray="2 6"'),
  camera: (p) =>
    rect(12, 32, 76, 50, p.light, 6) +
    rect(34, 24, 22, 10, p.light, 3) +
    circ(50, 57, 18, p.dark) +
    circ(50, 57, 11, p.mid) +
    circ(46, 53, 4, p.light) +
    rect(72, 38, 10, 6, p.accent, 2),
  robotarm: (p) =>
    rect(20, 80, 36, 10, p.dark, 3) +
    rect(30, 68, 16, 14, p.mid, 2) +
    line('M38 70 L54 38 L80 32', p.light, 8) +
    circ(54, 38, 6, p.accent) +
    circ(38, 70, 6, p.accent) +
    line('M80 32 L90 24 M80 32 L90 42', p.light, 4),
  stage: (p) =>
    rect(14, 14, 72, 40, p.light, 3) +
    line('M22 44 L36 32 L48 38 L64 24 L78 30', p.accent, 3) +
    path_('M6 76 H94 L90 88 H10z', p.mid) +
    rect(42, 60, 16, 16, p.light, 2) +
    [20, 80].map((x) => path_(`M${x} 4 l-8 14 h16z`, p.accent, ' opacity=".7"')).join(''),
  stand: (p) =>
    rect(10, 18, 80, 46, p.mid, 2) +
    rect(16, 24, 32, 24, p.light, 2) +
    rect(54, 24, 30, 10, p.accent, 2) +
    line('M56 42 H82 M56 50 H76', p.light, 3) +
    path_('M4 90 L14 64 H86 L96 90z', p.dark) +
    rect(30, 66, 40, 16, p.light, 2),
  team: (p) =>
    [
      [28, 44, p.mid],
      [72, 44, p.mid],
      [50, 38, p.light],
    ]
      .map(([x, y, f]) => circ(x, y, 11, f) + path_(`M${x - 18} 90 q0 -30 18 -30 q18 0 18 30z`, f))
      .join('') +
    circ(50, 38, 11, p.light) +
    rect(44, 66, 12, 4, p.accent, 2),
  microphone: (p) =>
    rect(38, 12, 24, 44, p.light, 12) +
    line('M42 24 H58 M42 32 H58 M42 40 H58', p.mid, 2) +
    line('M28 46 Q28 70 50 70 Q72 70 72 46 M50 70 V86', p.accent, 4) +
    rect(34, 86, 32, 6, p.mid, 3),
  headphones: (p) =>
    line('M20 62 V50 A30 30 0 0 1 80 50 V62', p.light, 7) +
    rect(12, 56, 18, 30, p.accent, 7) +
    rect(70, 56, 18, 30, p.accent, 7) +
    line('M38 72 V64 M44 78 V58 M50 74 V62 M56 80 V56 M62 72 V64', p.mid, 3),
  waveform: (p) =>
    [8, 20, 34, 16, 44, 28, 38, 12, 24, 40, 18, 30, 10]
      .map((h, i) =>
        line(
          `M${14 + i * 6} ${50 - h / 2}V${50 + h / 2}`,
          i % 4 === 2 ? p.accent : i % 2 ? p.mid : p.light,
          4,
        ),
      )
      .join('') + circ(50, 84, 5, p.accent),
  webinar: (p) =>
    rect(14, 18, 72, 48, p.light, 4) +
    rect(20, 24, 60, 36, p.dark, 2) +
    path_('M44 32 L60 42 L44 52z', p.accent) +
    path_('M6 72 H94 L88 82 H12z', p.mid) +
    circ(72, 30, 4, p.light),
  newspaper: (p) =>
    rect(12, 14, 70, 74, p.light, 3) +
    rect(18, 22, 58, 10, p.dark, 1) +
    rect(18, 38, 26, 22, p.accent, 1) +
    line('M50 40 H76 M50 48 H76 M50 56 H70 M18 68 H76 M18 76 H62', p.mid, 3) +
    rect(82, 24, 8, 64, p.mid, 2),
  building: (p) =>
    rect(20, 14, 38, 76, p.light, 2) +
    rect(58, 36, 24, 54, p.mid, 2) +
    [0, 1, 2, 3, 4, 5]
      .flatMap((r) =>
        [0, 1, 2].map((c) =>
          rect(26 + c * 10, 22 + r * 11, 6, 6, (r * 3 + c) % 5 === 2 ? p.accent : p.mid, 1),
        ),
      )
      .join('') +
    [0, 1, 2, 3].map((r) => rect(64, 44 + r * 11, 12, 5, p.light, 1)).join(''),
  cap: (p) =>
    path_('M50 20 L94 40 L50 60 L6 40z', p.light) +
    path_('M26 50 V70 Q50 86 74 70 V50 L50 62z', p.mid) +
    line('M86 44 V70', p.accent, 3) +
    circ(86, 74, 5, p.accent),
  globe: (p) =>
    circ(50, 50, 36, p.mid) +
    ring(50, 50, 36, p.light, 3) +
    `<ellipse cx="50" cy="50" rx="16" ry="36" fill="none" stroke="${p.light}" stroke-width="2"/>` +
    line('M14 50 H86 M20 32 H80 M20 68 H80', p.light, 2) +
    path_('M62 28 a6 6 0 0 1 6 6 q0 5 -6 11 q-6 -6 -6 -11 a6 6 0 0 1 6 -6z', p.accent),
};

// ---- one person's portrait (square; head and shoulders) ----
const skins = ['#f1c9a5', '#e0ac85', '#c68863', '#f5d6bd', '#d9a27a'];
const hairs = ['#2b2016', '#5a3b22', '#1c1c1c', '#8a5a33', '#b8b8b8', '#3f2a1d'];
const clothes = [C.blue6, C.blue7, C.grey5, C.orange7, '#2e5e4e', C.navy];
function portrait(key, desc, W, H) {
  const r = rng(`portrait:${key}`);
  const skin = r.pick(skins);
  const hair = r.pick(hairs);
  const cloth = r.pick(clothes);
  const bg = r.pick([C.blue1, '#f6e3d6', '#dde6ef', '#e8eef8']);
  const f = desc.person === 'f';
  const style = Math.floor(r.next() * 3);
  const glasses = r.next() < 0.35;
  const s = Math.min(W, H) / 100;
  const parts = [];
  parts.push(rect(0, 0, 100, 100, bg));
  parts.push(circ(r.range(15, 85), r.range(10, 30), r.range(14, 24), C.orange, ' opacity=".18"'));
  // shoulders and collar
  parts.push(path_('M14 100 Q16 72 50 70 Q84 72 86 100z', cloth));
  parts.push(path_('M42 71 L50 82 L58 71z', C.white, ' opacity=".85"'));
  parts.push(rect(44, 56, 12, 16, skin, 4));
  // hair behind the head
  if (f && style !== 2)
    parts.push(path_('M28 44 Q28 20 50 20 Q72 20 72 44 V70 Q60 64 50 64 Q40 64 28 70z', hair));
  parts.push(`<ellipse cx="50" cy="44" rx="18" ry="21" fill="${skin}"/>`);
  // hair on top
  if (f)
    parts.push(
      style === 2
        ? path_('M31 40 Q32 20 50 21 Q68 20 69 40 Q60 30 50 32 Q40 30 31 40z', hair) +
            circ(50, 18, 8, hair)
        : path_('M31 42 Q32 20 50 21 Q68 20 69 42 Q58 28 42 32 Q36 34 31 42z', hair),
    );
  else
    parts.push(
      style === 0
        ? path_('M32 38 Q33 21 50 21 Q67 21 68 38 Q60 30 50 31 Q40 30 32 38z', hair)
        : style === 1
          ? path_('M32 36 Q34 18 52 20 Q68 22 68 36 Q62 28 48 28 Q38 30 32 36z', hair)
          : path_(
              'M33 34 Q38 24 50 24 Q62 24 67 34 Q58 30 50 30 Q42 30 33 34z',
              hair,
              ' opacity=".8"',
            ),
    );
  if (!f && r.next() < 0.3)
    parts.push(path_('M36 50 Q38 66 50 66 Q62 66 64 50 Q60 60 50 60 Q40 60 36 50z', hair));
  parts.push(circ(43, 45, 1.6, '#2b2016') + circ(57, 45, 1.6, '#2b2016'));
  parts.push(line('M45 55 Q50 58 55 55', '#8a4b3a', 1.5));
  if (glasses)
    parts.push(
      ring(43, 45, 5, '#2b2016', 1.5) +
        ring(57, 45, 5, '#2b2016', 1.5) +
        line('M48 45 H52', '#2b2016', 1.5),
    );
  return svg(W, H, `<g transform="scale(${n(W / 100)} ${n(H / 100)})">${parts.join('')}</g>`, s);
}

// ---- compositions ----
function svg(W, H, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>\n`;
}

/** The field: gradient, a pattern and an accent disc. */
function field(W, H, theme, r, id, detail) {
  const t = themes[theme] ?? themes.iiot;
  const angle = r.pick([
    [0, 0, 1, 1],
    [0, 1, 1, 0],
    [0, 0, 1, 0],
    [1, 0, 0, 1],
  ]);
  const out = [
    `<defs><linearGradient id="${id}" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}"><stop offset="0" stop-color="${C.navy}"/><stop offset="1" stop-color="${t.field}"/></linearGradient></defs>`,
    rect(0, 0, W, H, `url(#${id})`),
  ];
  const pattern = r.pick(['grid', 'dots', 'contours', 'hatch']);
  const step = r.pick([24, 32, 40]);
  let d = '';
  if (pattern === 'grid') {
    for (let x = step; x < W; x += step) d += `M${x} 0V${H}`;
    for (let y = step; y < H; y += step) d += `M0 ${y}H${W}`;
    out.push(
      `<path d="${d}" stroke="${C.blue1}" stroke-opacity=".07" stroke-width="1" fill="none"/>`,
    );
  } else if (pattern === 'dots') {
    let dots = '';
    for (let x = step / 2; x < W; x += step)
      for (let y = step / 2; y < H; y += step) dots += `M${x} ${y}h.01`;
    out.push(
      `<path d="${dots}" stroke="${C.blue1}" stroke-opacity=".18" stroke-width="3" stroke-linecap="round" fill="none"/>`,
    );
  } else if (pattern === 'contours') {
    const amp = r.range(8, 20);
    for (let y = step; y < H + amp; y += step)
      d += `M0 ${n(y)} Q${n(W / 4)} ${n(y - amp)} ${n(W / 2)} ${n(y)} T${W} ${n(y)}`;
    out.push(
      `<path d="${d}" stroke="${C.blue1}" stroke-opacity=".09" stroke-width="1.5" fill="none"/>`,
    );
  } else {
    for (let x = -H; x < W; x += step) d += `M${x} ${H}L${x + H} 0`;
    out.push(
      `<path d="${d}" stroke="${C.blue1}" stroke-opacity=".06" stroke-width="1" fill="none"/>`,
    );
  }
  const disc = Math.min(W, H) * r.range(0.35, 0.6);
  out.push(circ(W * r.range(0.55, 0.85), H * r.range(0.3, 0.7), disc, t.accent, ' opacity=".14"'));
  if (detail > 0) {
    // A data line along the lower edge and a few nodes: the "digital" layer of every picture.
    const pts = [];
    const count = 6 + Math.floor(r.next() * 4);
    for (let i = 0; i <= count; i += 1)
      pts.push([n((W * i) / count), n(H * (0.78 + r.range(-0.08, 0.08)))]);
    out.push(line(`M${pts.map((p) => p.join(' ')).join('L')}`, t.accent, 2, ' opacity=".55"'));
    for (let i = 0; i < detail * 3; i += 1)
      out.push(
        circ(
          W * r.range(0.05, 0.45),
          H * r.range(0.12, 0.6),
          r.range(2, 5),
          C.blue1,
          ' opacity=".35"',
        ),
      );
  }
  return out.join('');
}

/** A motif drawn at (cx, cy) with size `size` (its 100 × 100 canvas scaled). */
function placed(motif, cx, cy, size, pal) {
  const draw = motifs[motif];
  if (!draw) throw new Error(`no motif "${motif}"`);
  const s = size / 100;
  return `<g transform="translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${n(s * 1000) / 1000})">${draw(pal)}</g>`;
}

function paletteFor(theme) {
  const t = themes[theme] ?? themes.iiot;
  return {
    light: C.blue1,
    mid: '#6f95cf',
    dark: C.navy,
    accent: t.accent === C.blue5 ? C.orange : t.accent,
    blue: C.blue5,
  };
}

/** Second motifs per theme; the item's key picks one (never its own motif). */
const seconds = {
  mining: ['radar', 'map', 'rocks', 'gauge', 'shield', 'network'],
  oil: ['layers', 'gauge', 'pipeline', 'map', 'growth'],
  metals: ['gears', 'gantt', 'gauge', 'coil', 'growth'],
  process: ['molecule', 'gauge', 'scales', 'growth', 'flask'],
  energy: ['gauge', 'network', 'growth', 'map'],
  iiot: ['chip', 'network', 'neural', 'growth', 'tiles'],
  events: ['globe', 'map', 'cap', 'growth', 'handshake'],
  people: ['growth', 'globe', 'cap', 'handshake'],
  media: ['waveform', 'growth', 'globe', 'document'],
};
function secondFor(key, desc) {
  const pool = (seconds[desc.theme] ?? seconds.iiot).filter((m) => m !== desc.motif);
  return rng(`second:${key}`).pick(pool);
}

/** A scene: field + motif placed for the box's shape. */
function scene(key, desc, W, H, size) {
  const r = rng(`${key}:${size}`);
  const layout = rng(key); // the same motif position family in every size of one item
  const aspect = W / H;
  const detail = size === 'mobile' ? 1 : size === 'tablet' ? 2 : 3;
  let cx;
  let cy = H * 0.52;
  let s;
  if (aspect > 2.5) {
    cx = W * layout.range(0.7, 0.8);
    s = H * 0.86;
  } else if (aspect > 1.2) {
    cx = size === 'mobile' ? W * 0.5 : W * layout.range(0.58, 0.68);
    s = H * (size === 'mobile' ? 0.8 : 0.74);
  } else {
    cx = W / 2;
    s = Math.min(W, H) * 0.72;
  }
  const id = `g${seedOf(`${key}:${size}`).toString(36)}`;
  let body =
    field(W, H, desc.theme, r, id, detail) + placed(desc.motif, cx, cy, s, paletteFor(desc.theme));
  // A smaller second motif of the item's theme tells two pictures of one motif apart.
  const second = desc.second ?? secondFor(key, desc);
  if (second && size !== 'mobile')
    body += `<g opacity=".7">${placed(second, W * (aspect > 2.5 ? 0.45 : 0.2), H * 0.36, s * 0.38, paletteFor(desc.theme))}</g>`;
  return svg(W, H, body);
}

/** Product art: the motif alone on a transparent canvas (the card paints the background). */
function productArt(key, desc, W, H, size) {
  const r = rng(`${key}:${size}`);
  const pal = paletteFor(desc.theme);
  const s = Math.min(W, H) * 0.86;
  const halo = circ(W * r.range(0.42, 0.58), H * 0.5, s * 0.46, pal.accent, ' opacity=".16"');
  const ringDeco = ring(
    W / 2,
    H / 2,
    s * 0.56,
    C.blue1,
    1.5,
    ` opacity=".25" stroke-dasharray="${r.pick(['2 6', '4 8', '1 5'])}"`,
  );
  return svg(
    W,
    H,
    halo + (size === 'mobile' ? '' : ringDeco) + placed(desc.motif, W / 2, H / 2, s, pal),
  );
}

/** Each kind: its content field, key, and the boxes of its picture at each breakpoint. */
const CARD = { desktop: [640, 360], tablet: [560, 315], mobile: [480, 270] };
const kinds = {
  banners: {
    field: 'image',
    key: 'code',
    boxes: { desktop: [560, 360], tablet: [1120, 240], mobile: [640, 360] },
  },
  products: {
    field: 'image',
    key: 'code',
    boxes: { desktop: [480, 320], tablet: [400, 300], mobile: [360, 240] },
    art: productArt,
  },
  cases: {
    field: 'image',
    key: 'code',
    boxes: { desktop: [1260, 540], tablet: [720, 360], mobile: [480, 270] },
  },
  events: { field: 'image', key: 'code', boxes: CARD },
  media: { field: 'image', key: 'code', boxes: CARD },
  news: { field: 'image', key: 'id', boxes: CARD },
  webinars: { field: 'image', key: 'code', boxes: CARD },
  podcasts: { field: 'image', key: 'id', boxes: CARD },
  'industry-pages': { field: 'image', key: 'code', boxes: CARD },
  divisions: { field: 'image', key: 'id', boxes: CARD },
  // A course's hero, drawn like a page banner's.
  'course-program': {
    field: 'image',
    key: 'code',
    boxes: { desktop: [560, 360], tablet: [1120, 240], mobile: [640, 360] },
  },
  photogalleries: { field: 'cover', key: 'id', boxes: CARD },
  employees: { field: 'photo', key: 'id', boxes: { desktop: [160, 160] }, art: portraitArt },
  'course-speakers': {
    field: 'photo',
    key: 'id',
    boxes: { desktop: [240, 240] },
    art: portraitArt,
  },
};
function portraitArt(key, desc, W, H) {
  return portrait(key, desc, W, H);
}

/** A tiny blurred stand-in (spec §3 "lqip"): the field's two colours. */
function lqip(desc) {
  const t = themes[desc.theme] ?? themes.iiot;
  const body = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><linearGradient id="l"><stop stop-color="${C.navy}"/><stop offset="1" stop-color="${t.field}"/></linearGradient><rect width="16" height="9" fill="url(#l)"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(body).toString('base64')}`;
}

// ---- run ----
const written = new Map();
const stale = [];
function emit(rel, text) {
  const file = path.join(outDir, rel);
  written.set(file, text);
  if (check) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text)
      stale.push(path.relative(root, file));
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
const url = (rel) => `${urlBase}/${rel}`;

/** The image object of one item: every size of its box, the lqip, and the item's own alt. */
function imageOf(kind, key, desc, alt) {
  const spec = kinds[kind];
  const image = {};
  for (const [size, [W, H]] of Object.entries(spec.boxes)) {
    const rel = `${kind}/${key}-${size}.svg`;
    const draw = spec.art ?? scene;
    emit(rel, draw(`${kind}/${key}`, desc, W, H, size));
    image[size] = url(rel);
  }
  if (spec.art !== portraitArt) image.lqip = lqip(desc);
  if (alt !== undefined) image.alt = alt;
  return image;
}

const locales = ['en', 'ru', 'de', 'kz'];
const missing = [];
const contentChanges = [];
for (const [kind, spec] of Object.entries(kinds)) {
  for (const locale of locales) {
    const file = path.join(contentDir, kind, `${locale}.json`);
    if (!existsSync(file)) continue;
    const before = readFileSync(file, 'utf8');
    const list = JSON.parse(before);
    for (const item of list) {
      const key = item[spec.key];
      const desc = items[`${kind}/${key}`];
      if (!desc) {
        missing.push(`${kind}/${key}`);
        continue;
      }
      item[spec.field] = imageOf(kind, key, desc, item[spec.field]?.alt);
      if (kind === 'photogalleries')
        item.photos = item.photos.map((photo, index) => {
          const photoDesc = items[`${kind}/${key}/${index + 1}`];
          if (!photoDesc) return photo;
          const rel = `${kind}/gallery-${key}-photo-${index + 1}.svg`;
          emit(rel, scene(`${kind}/${key}/${index + 1}`, photoDesc, 1280, 720, 'desktop'));
          return { ...photo, path: url(rel) };
        });
      if (kind === 'products' && item.video) {
        const videoDesc = items[`${kind}/${key}/video`];
        if (videoDesc) {
          const rel = `${kind}/${key}-video.svg`;
          emit(rel, scene(`${kind}/${key}/video`, videoDesc, 1280, 720, 'desktop'));
          item.video = { ...item.video, poster: url(rel) };
        }
      }
    }
    const after = JSON.stringify(list, null, 2) + '\n';
    if (JSON.stringify(JSON.parse(before)) !== JSON.stringify(list)) {
      contentChanges.push(path.relative(root, file));
      if (!check) writeFileSync(file, after);
    }
  }
}

// Pictures no description asks for any more.
if (existsSync(outDir))
  for (const kind of readdirSync(outDir))
    for (const name of readdirSync(path.join(outDir, kind))) {
      const file = path.join(outDir, kind, name);
      if (written.has(file)) continue;
      if (check) stale.push(path.relative(root, file));
      else rmSync(file);
    }

if (missing.length) {
  console.error(`No description in tools/art/items.json for: ${missing.join(', ')}`);
  process.exit(1);
}
if (check) {
  const problems = [...stale, ...contentChanges];
  if (problems.length) {
    console.error(`Stale art (run: npx node tools/art/make-art.mjs):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`art up to date: ${written.size} pictures`);
} else {
  console.log(`wrote ${written.size} pictures; updated ${contentChanges.length} content files`);
}
