/**
 * Writes simple, recognisable flag SVGs to libs/shared/ui/public/flags/<iso2>.svg, a neutral
 * placeholder (unknown.svg) for every other country, and the list of drawn codes that the
 * PhoneInput reads (so it never asks for a file that does not exist). Flags are served by us,
 * never from a CDN. Drawings are simplified: stripes, crosses, discs and stars; emblems are
 * reduced to a shape.
 *
 *   npx node tools/scripts/make-flags.mjs
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'libs/shared/ui/public/flags');
const manifest = path.join(root, 'libs/shared/ui/src/lib/PhoneInput/flagCodes.ts');

const W = 30;
const H = 20;

// ---- primitives (a flag is a list of SVG fragments on a 30 × 20 canvas) ----
const rect = (x, y, w, h, fill) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;
const bg = (fill) => rect(0, 0, W, H, fill);
const poly = (points, fill) =>
  `<polygon points="${points.map((p) => p.map((n) => +n.toFixed(2)).join(',')).join(' ')}" fill="${fill}"/>`;
const circle = (cx, cy, r, fill) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const star = (cx, cy, r, fill, inner = 0.382) => {
  const pts = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return poly(pts, fill);
};
/** A crescent: a disc, then a disc of the background colour shifted right. */
const crescent = (cx, cy, r, fill, back, shift = 0.3) =>
  circle(cx, cy, r, fill) + circle(cx + r * shift, cy, r * 0.82, back);
/** Stripes across (`h`) or along (`v`), each `[colour, weight]` or a colour of weight 1. */
const stripes = (dir, ...bands) => {
  const list = bands.map((b) => (Array.isArray(b) ? b : [b, 1]));
  const total = list.reduce((s, [, w]) => s + w, 0);
  const size = dir === 'h' ? H : W;
  let at = 0;
  return list
    .map(([fill, w]) => {
      const len = (w / total) * size;
      const part =
        dir === 'h'
          ? rect(0, +at.toFixed(3), W, +len.toFixed(3) + 0.01, fill)
          : rect(+at.toFixed(3), 0, +len.toFixed(3) + 0.01, H, fill);
      at += len;
      return part;
    })
    .join('');
};
const h = (...bands) => stripes('h', ...bands);
const v = (...bands) => stripes('v', ...bands);
/** Nordic cross, optionally with an inner cross of another colour. */
const nordic = (back, cross, inner) =>
  bg(back) +
  rect(8, 0, 6, H, cross) +
  rect(0, 7, W, 6, cross) +
  (inner ? rect(9.5, 0, 3, H, inner) + rect(0, 8.5, W, 3, inner) : '');
/** A centred Greek cross. */
const greek = (back, cross) => bg(back) + rect(12.5, 4, 5, 12, cross) + rect(9, 7.5, 12, 5, cross);
const hoistTriangle = (fill, depth = 12) =>
  poly(
    [
      [0, 0],
      [depth, H / 2],
      [0, H],
    ],
    fill,
  );
const alternate = (n, a, b) => h(...Array.from({ length: n }, (_, i) => (i % 2 === 0 ? a : b)));
const saltire = (fill, width = 2) =>
  poly(
    [
      [0, 0],
      [width, 0],
      [W, H - width * 0.67],
      [W, H],
      [W - width, H],
      [0, width * 0.67],
    ],
    fill,
  ) +
  poly(
    [
      [W, 0],
      [W - width, 0],
      [0, H - width * 0.67],
      [0, H],
      [width, H],
      [W, width * 0.67],
    ],
    fill,
  );
const unionJack = (x = 0, y = 0, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${bg('#012169') + saltire('#fff', 3) + saltire('#c8102e', 1) + rect(12, 0, 6, H, '#fff') + rect(0, 7, W, 6, '#fff') + rect(13, 0, 4, H, '#c8102e') + rect(0, 8, W, 4, '#c8102e')}</g>`;

const flags = {
  // Europe
  ad: v('#10069f', '#fedd00', '#d50032') + rect(13.5, 8, 3, 4, '#c7b37f'),
  al: bg('#e41e20') + circle(15, 10, 5, '#000'),
  at: h('#ed2939', '#fff', '#ed2939'),
  ba:
    bg('#002395') +
    poly(
      [
        [9, 0],
        [21, 0],
        [21, 20],
      ],
      '#fecb00',
    ),
  be: v('#000', '#fdda24', '#ef3340'),
  bg: h('#fff', '#00966e', '#d62612'),
  by: h(['#c8313e', 2], ['#4aa657', 1]) + rect(0, 0, 3, H, '#fff') + rect(1, 0, 1, H, '#c8313e'),
  ch: greek('#d52b1e', '#fff'),
  cy:
    bg('#fff') +
    `<ellipse cx="15" cy="9" rx="7" ry="3.5" fill="#d57800"/>` +
    rect(11, 14, 8, 1.2, '#4e5b31'),
  cz: h('#fff', '#d7141a') + hoistTriangle('#11457e', 15),
  de: h('#000', '#dd0000', '#ffce00'),
  dk: nordic('#c8102e', '#fff'),
  ee: h('#0072ce', '#000', '#fff'),
  es: h(['#aa151b', 1], ['#f1bf00', 2], ['#aa151b', 1]) + rect(7, 7, 3, 6, '#aa151b'),
  fi: nordic('#fff', '#002f6c'),
  fo: nordic('#fff', '#005eb8', '#ef303e'),
  fr: v('#002395', '#fff', '#ed2939'),
  gb: unionJack(),
  ge:
    bg('#fff') +
    rect(13, 0, 4, H, '#ff0000') +
    rect(0, 8, W, 4, '#ff0000') +
    star(6, 4, 2, '#ff0000', 0.5) +
    star(24, 4, 2, '#ff0000', 0.5) +
    star(6, 16, 2, '#ff0000', 0.5) +
    star(24, 16, 2, '#ff0000', 0.5),
  gr:
    alternate(9, '#0d5eaf', '#fff') +
    rect(0, 0, 11.1, 11.1, '#0d5eaf') +
    rect(4.45, 0, 2.2, 11.1, '#fff') +
    rect(0, 4.45, 11.1, 2.2, '#fff'),
  hr:
    h('#ff0000', '#fff', '#171796') +
    rect(12.5, 5, 5, 7, '#ff0000') +
    rect(12.5, 5, 2.5, 2.33, '#fff') +
    rect(15, 7.33, 2.5, 2.33, '#fff') +
    rect(12.5, 9.66, 2.5, 2.33, '#fff'),
  hu: h('#ce2939', '#fff', '#477050'),
  ie: v('#169b62', '#fff', '#ff883e'),
  is: nordic('#02529c', '#fff', '#dc1e35'),
  it: v('#009246', '#fff', '#ce2b37'),
  li: h('#002b7f', '#ce1126') + circle(7, 5, 2.2, '#ffd83d'),
  lt: h('#fdb913', '#006a44', '#c1272d'),
  lu: h('#ed2939', '#fff', '#00a1de'),
  lv: h(['#9e3039', 2], ['#fff', 1], ['#9e3039', 2]),
  mc: h('#ce1126', '#fff'),
  md: v('#0046ae', '#ffd200', '#cc092f') + rect(13, 7, 4, 6, '#b07e2b'),
  me: bg('#d3ae3b') + rect(1, 1, 28, 18, '#c40308') + circle(15, 10, 4, '#d3ae3b'),
  mk: bg('#d20000') + circle(15, 10, 4, '#ffe600'),
  mt: v('#fff', '#cf142b') + rect(2, 2, 3, 3, '#c3c4c6'),
  nl: h('#ae1c28', '#fff', '#21468b'),
  no: nordic('#ba0c2f', '#fff', '#00205b'),
  pl: h('#fff', '#dc143c'),
  pt:
    v(['#006600', 2], ['#ff0000', 3]) +
    circle(12, 10, 4, '#ffe900') +
    circle(12, 10, 2.5, '#ff0000') +
    circle(12, 10, 1.7, '#fff'),
  ro: v('#002b7f', '#fcd116', '#ce1126'),
  rs: h('#c6363c', '#0c4076', '#fff') + rect(8, 5, 4, 8, '#c6363c'),
  ru: h('#fff', '#0039a6', '#d52b1e'),
  se: nordic('#006aa7', '#fecc00'),
  si: h('#fff', '#005da4', '#ed1c24') + rect(6, 4, 5, 6, '#005da4'),
  sk:
    h('#fff', '#0b4ea2', '#ee1c25') +
    rect(6, 5, 7, 9, '#fff') +
    rect(6.6, 5.6, 5.8, 7.8, '#ee1c25') +
    rect(9, 6.5, 1, 5.5, '#fff') +
    rect(7.8, 8, 3.4, 1, '#fff'),
  sm: h('#fff', '#5eb6e4') + circle(15, 10, 2.5, '#f1bf31'),
  ua: h('#0057b7', '#ffd700'),
  va: v('#ffe000', '#fff') + circle(22.5, 10, 2.5, '#b5a36a'),
  xk:
    bg('#244aa5') +
    poly(
      [
        [11, 8],
        [19, 8],
        [18, 14],
        [12, 14],
      ],
      '#d0a650',
    ) +
    star(10, 5, 1, '#fff') +
    star(15, 4, 1, '#fff') +
    star(20, 5, 1, '#fff'),
  // Central Asia and the Caucasus
  am: h('#d90012', '#0033a0', '#f2a800'),
  az:
    h('#00b5e2', '#ef3340', '#509e2f') +
    crescent(14, 10, 3, '#fff', '#ef3340') +
    star(17.5, 10, 1.2, '#fff'),
  kg:
    bg('#e8112d') +
    circle(15, 10, 5, '#ffef00') +
    circle(15, 10, 3, '#e8112d') +
    circle(15, 10, 2.2, '#ffef00'),
  kz:
    bg('#00afca') +
    circle(15, 9, 4, '#fec50c') +
    poly(
      [
        [10, 15],
        [15, 13.5],
        [20, 15],
        [15, 14.3],
      ],
      '#fec50c',
    ) +
    rect(1.5, 0, 1.5, H, '#fec50c'),
  mn:
    v('#c4272f', '#015197', '#c4272f') +
    circle(5, 6, 1.5, '#f9cf02') +
    rect(3.7, 8.5, 2.6, 7, '#f9cf02'),
  tj: h(['#cc0000', 2], ['#fff', 3], ['#006600', 2]) + circle(15, 10, 2, '#f8c300'),
  tm: bg('#00843d') + rect(4, 0, 6, H, '#d22630') + crescent(19, 5, 2.8, '#fff', '#00843d'),
  uz:
    h(['#0099b5', 6], ['#ce1126', 0.4], ['#fff', 5.2], ['#ce1126', 0.4], ['#1eb53a', 6]) +
    crescent(5, 3.4, 2.2, '#fff', '#0099b5') +
    star(9, 3.4, 0.7, '#fff'),
  // Asia
  ae: h('#00732f', '#fff', '#000') + rect(0, 0, 8, H, '#ff0000'),
  af: v('#000', '#be0000', '#009a44') + circle(15, 10, 3, '#fff'),
  bd: bg('#006a4e') + circle(13.5, 10, 6, '#f42a41'),
  bh:
    bg('#ce1126') +
    rect(0, 0, 8, H, '#fff') +
    poly(
      [
        [8, 0],
        [11, 2],
        [8, 4],
        [11, 6],
        [8, 8],
        [11, 10],
        [8, 12],
        [11, 14],
        [8, 16],
        [11, 18],
        [8, 20],
      ],
      '#fff',
    ),
  bn:
    bg('#f7e017') +
    poly(
      [
        [0, 3],
        [0, 8],
        [30, 17],
        [30, 12],
      ],
      '#fff',
    ) +
    poly(
      [
        [0, 8],
        [0, 12],
        [30, 20],
        [30, 17],
      ],
      '#000',
    ) +
    circle(15, 10, 3, '#cf1126'),
  bt:
    poly(
      [
        [0, 0],
        [W, 0],
        [0, H],
      ],
      '#ffd520',
    ) +
    poly(
      [
        [W, 0],
        [W, H],
        [0, H],
      ],
      '#ff4e12',
    ) +
    circle(15, 10, 3, '#fff'),
  cn:
    bg('#ee1c25') +
    star(5, 5, 3, '#ffff00') +
    star(10, 2, 1, '#ffff00') +
    star(12, 4, 1, '#ffff00') +
    star(12, 7, 1, '#ffff00') +
    star(10, 9, 1, '#ffff00'),
  hk: bg('#de2910') + circle(15, 10, 5, '#fff') + circle(15, 10, 2, '#de2910'),
  id: h('#ce1126', '#fff'),
  il:
    bg('#fff') +
    rect(0, 2, W, 3, '#0038b8') +
    rect(0, 15, W, 3, '#0038b8') +
    poly(
      [
        [15, 6],
        [18.5, 12],
        [11.5, 12],
      ],
      '#0038b8',
    ) +
    poly(
      [
        [15, 14],
        [18.5, 8],
        [11.5, 8],
      ],
      '#0038b8',
    ) +
    poly(
      [
        [15, 7.5],
        [17.2, 11.2],
        [12.8, 11.2],
      ],
      '#fff',
    ) +
    poly(
      [
        [15, 12.5],
        [17.2, 8.8],
        [12.8, 8.8],
      ],
      '#fff',
    ),
  in:
    h('#ff9933', '#fff', '#138808') +
    circle(15, 10, 2.6, '#000080') +
    circle(15, 10, 2, '#fff') +
    circle(15, 10, 0.6, '#000080'),
  iq: h('#ce1126', '#fff', '#000') + rect(10, 8.5, 10, 3, '#007a3d'),
  ir: h('#239f40', '#fff', '#da0000') + circle(15, 10, 2, '#da0000'),
  jo: h('#000', '#fff', '#007a3d') + hoistTriangle('#ce1126', 14) + star(5, 10, 1.3, '#fff'),
  jp: bg('#fff') + circle(15, 10, 6, '#bc002d'),
  kh: h(['#032ea1', 1], ['#e00025', 2], ['#032ea1', 1]) + rect(10, 7, 10, 6, '#fff'),
  kp:
    h(['#024fa2', 3], ['#fff', 1], ['#ed1c27', 12], ['#fff', 1], ['#024fa2', 3]) +
    circle(10, 10, 3.6, '#fff') +
    star(10, 10, 3.4, '#ed1c27'),
  kr:
    bg('#fff') +
    circle(15, 10, 5, '#cd2e3a') +
    `<path d="M10 10a5 5 0 0 0 10 0a2.5 2.5 0 0 0-5 0a2.5 2.5 0 0 1-5 0z" fill="#0047a0"/>` +
    rect(4, 3, 4, 1, '#000') +
    rect(22, 3, 4, 1, '#000') +
    rect(4, 16, 4, 1, '#000') +
    rect(22, 16, 4, 1, '#000'),
  kw:
    h('#007a3d', '#fff', '#ce1126') +
    poly(
      [
        [0, 0],
        [8, 6.67],
        [8, 13.33],
        [0, 20],
      ],
      '#000',
    ),
  la: h(['#ce1126', 1], ['#002868', 2], ['#ce1126', 1]) + circle(15, 10, 4, '#fff'),
  lb:
    h(['#ed1c24', 1], ['#fff', 2], ['#ed1c24', 1]) +
    poly(
      [
        [15, 6],
        [19, 13],
        [11, 13],
      ],
      '#00a651',
    ),
  lk:
    bg('#ffbe29') +
    rect(1, 1, 3.5, 18, '#00534e') +
    rect(4.5, 1, 3.5, 18, '#eb7400') +
    rect(9, 1, 20, 18, '#8d153a'),
  mm: h('#fecb00', '#34b233', '#ea2839') + star(15, 11, 6, '#fff'),
  mo: bg('#00785e') + circle(15, 11, 4, '#fff') + rect(11, 12.5, 8, 3, '#00785e'),
  mv:
    bg('#d21034') + rect(5, 4, 20, 12, '#007e3a') + crescent(15, 10, 3.5, '#fff', '#007e3a', 0.35),
  my:
    alternate(14, '#cc0001', '#fff') +
    rect(0, 0, 15, 11.43, '#010066') +
    crescent(5.5, 5.7, 4, '#fc0', '#010066') +
    star(11, 5.7, 2.3, '#fc0'),
  np:
    bg('#fff') +
    poly(
      [
        [0, 0],
        [16, 9],
        [7, 9],
        [17, 20],
        [0, 20],
      ],
      '#dc143c',
    ),
  om: h('#fff', '#db161b', '#008000') + rect(0, 0, 8, H, '#db161b'),
  ph: h('#0038a8', '#ce1126') + hoistTriangle('#fff', 17) + circle(5.5, 10, 2.2, '#fcd116'),
  pk:
    bg('#01411c') +
    rect(0, 0, 7.5, H, '#fff') +
    crescent(19, 10, 5, '#fff', '#01411c', 0.3) +
    star(22, 7.5, 1.6, '#fff'),
  ps: h('#000', '#fff', '#009736') + hoistTriangle('#ee2a35', 12),
  qa:
    bg('#8a1538') +
    rect(0, 0, 9, H, '#fff') +
    poly(
      [
        [9, 0],
        [12, 1.1],
        [9, 2.2],
        [12, 3.3],
        [9, 4.4],
        [12, 5.5],
        [9, 6.6],
        [12, 7.7],
        [9, 8.8],
        [12, 9.9],
        [9, 11],
        [12, 12.1],
        [9, 13.2],
        [12, 14.3],
        [9, 15.4],
        [12, 16.5],
        [9, 17.6],
        [12, 18.7],
        [9, 20],
      ],
      '#fff',
    ),
  sa: bg('#006c35') + rect(7, 8, 16, 1.5, '#fff') + rect(8, 13, 14, 1, '#fff'),
  sg:
    h('#ef3340', '#fff') +
    crescent(6, 5, 3, '#fff', '#ef3340', 0.35) +
    star(9, 3.5, 0.7, '#fff') +
    star(10.5, 5, 0.7, '#fff') +
    star(9, 6.5, 0.7, '#fff'),
  sy: h('#ce1126', '#fff', '#000') + star(11, 10, 2, '#007a3d') + star(19, 10, 2, '#007a3d'),
  th: h(['#a51931', 1], ['#f4f5f8', 1], ['#2d2a4a', 2], ['#f4f5f8', 1], ['#a51931', 1]),
  tl:
    bg('#dc241f') +
    poly(
      [
        [0, 0],
        [15, 10],
        [0, 20],
      ],
      '#ffc726',
    ) +
    hoistTriangle('#000', 10) +
    star(3.5, 10, 1.8, '#fff'),
  tr: bg('#e30a17') + crescent(12, 10, 5, '#fff', '#e30a17', 0.25) + star(17.5, 10, 2, '#fff'),
  tw: bg('#fe0000') + rect(0, 0, 15, 10, '#000095') + circle(7.5, 5, 3, '#fff'),
  vn: bg('#da251d') + star(15, 10, 6, '#ffff00'),
  ye: h('#ce1126', '#fff', '#000'),
  // Americas
  ar: h('#74acdf', '#fff', '#74acdf') + circle(15, 10, 2, '#f6b40e'),
  bo: h('#d52b1e', '#f9e300', '#007934'),
  br:
    bg('#009c3b') +
    poly(
      [
        [15, 2],
        [27, 10],
        [15, 18],
        [3, 10],
      ],
      '#ffdf00',
    ) +
    circle(15, 10, 4.5, '#002776'),
  bs: h('#00abc9', '#fae042', '#00abc9') + hoistTriangle('#000', 11),
  ca:
    v(['#d80621', 1], ['#fff', 2], ['#d80621', 1]) +
    star(15, 10.5, 5, '#d80621', 0.55) +
    rect(14.5, 12, 1, 5, '#d80621'),
  cl: h('#fff', '#d52b1e') + rect(0, 0, 10, 10, '#0039a6') + star(5, 5, 2.5, '#fff'),
  co: h(['#fcd116', 2], ['#003893', 1], ['#ce1126', 1]),
  cr: h(['#002b7f', 1], ['#fff', 1], ['#ce1126', 2], ['#fff', 1], ['#002b7f', 1]),
  cu: alternate(5, '#002a8f', '#fff') + hoistTriangle('#cf142b', 13) + star(4.5, 10, 2.2, '#fff'),
  do:
    bg('#fff') +
    rect(0, 0, 13, 8, '#002d62') +
    rect(17, 0, 13, 8, '#ce1126') +
    rect(0, 12, 13, 8, '#ce1126') +
    rect(17, 12, 13, 8, '#002d62'),
  ec: h(['#ffdd00', 2], ['#034ea2', 1], ['#ed1c24', 1]) + circle(15, 10, 2.5, '#6d4c41'),
  gt: v('#4997d0', '#fff', '#4997d0') + circle(15, 10, 2.5, '#6c8d3f'),
  hn: h('#0073cf', '#fff', '#0073cf') + star(15, 10, 1.2, '#0073cf'),
  jm:
    bg('#009b3a') +
    poly(
      [
        [0, 0],
        [15, 10],
        [0, 20],
      ],
      '#000',
    ) +
    poly(
      [
        [30, 0],
        [15, 10],
        [30, 20],
      ],
      '#000',
    ) +
    saltire('#fed100', 3),
  mx: v('#006847', '#fff', '#ce1126') + circle(15, 10, 2.5, '#8c5a2b'),
  ni:
    h('#0067c6', '#fff', '#0067c6') +
    poly(
      [
        [15, 7.5],
        [17.5, 12],
        [12.5, 12],
      ],
      '#c8a400',
    ),
  pa:
    bg('#fff') +
    rect(15, 0, 15, 10, '#d21034') +
    rect(0, 10, 15, 10, '#005293') +
    star(7.5, 5, 2.5, '#005293') +
    star(22.5, 15, 2.5, '#d21034'),
  pe: v('#d91023', '#fff', '#d91023'),
  pr: alternate(5, '#ed0000', '#fff') + hoistTriangle('#0050f0', 13) + star(4.5, 10, 2.2, '#fff'),
  py: h('#d52b1e', '#fff', '#0038a8') + circle(15, 10, 1.6, '#fcd116'),
  sv: h('#0047ab', '#fff', '#0047ab') + circle(15, 10, 1.6, '#d4af37'),
  tt:
    bg('#ce1126') +
    poly(
      [
        [4, 0],
        [12, 0],
        [26, 20],
        [18, 20],
      ],
      '#fff',
    ) +
    poly(
      [
        [6, 0],
        [10, 0],
        [24, 20],
        [20, 20],
      ],
      '#000',
    ),
  us:
    alternate(13, '#b22234', '#fff') +
    rect(0, 0, 12, 10.77, '#3c3b6e') +
    [2, 5, 8].flatMap((y) => [2, 6, 10].map((x) => star(x, y, 0.9, '#fff'))).join(''),
  uy:
    alternate(9, '#fff', '#0038a8') +
    rect(0, 0, 11.1, 11.1, '#fff') +
    circle(5.5, 5.5, 3, '#fcd116'),
  ve:
    h('#ffcc00', '#00247d', '#cf142b') +
    [9, 11, 13, 15, 17, 19, 21]
      .map((x) =>
        star(
          x,
          10.5 - (x === 15 ? 1.4 : x === 13 || x === 17 ? 1.1 : x === 11 || x === 19 ? 0.6 : 0),
          0.6,
          '#fff',
        ),
      )
      .join(''),
  // Africa
  ao: h('#cc092f', '#000') + circle(15, 10, 3, '#ffcb00') + circle(15, 10, 2.2, '#cc092f'),
  bf: h('#ef2b2d', '#009e49') + star(15, 10, 3, '#fcd116'),
  bj: h('#fcd116', '#e8112d') + rect(0, 0, 12, H, '#008751'),
  bw: h(['#75aadb', 9], ['#fff', 1], ['#000', 4], ['#fff', 1], ['#75aadb', 9]),
  cd:
    bg('#007fff') +
    poly(
      [
        [0, 16],
        [24, 0],
        [30, 0],
        [30, 4],
        [6, 20],
        [0, 20],
      ],
      '#f7d618',
    ) +
    poly(
      [
        [0, 17.5],
        [26, 0],
        [30, 0],
        [30, 2.5],
        [4, 20],
        [0, 20],
      ],
      '#ce1021',
    ) +
    star(5, 5, 3, '#f7d618'),
  cg:
    poly(
      [
        [0, 0],
        [18, 0],
        [0, 20],
      ],
      '#009543',
    ) +
    poly(
      [
        [18, 0],
        [30, 0],
        [12, 20],
        [0, 20],
      ],
      '#fbde4a',
    ) +
    poly(
      [
        [30, 0],
        [30, 20],
        [12, 20],
      ],
      '#dc241f',
    ),
  ci: v('#f77f00', '#fff', '#009e60'),
  cm: v('#007a5e', '#ce1126', '#fcd116') + star(15, 10, 2.5, '#fcd116'),
  dz:
    v('#006233', '#fff') +
    crescent(15, 10, 4.5, '#d21034', '#fff', 0.35) +
    star(17, 10, 2, '#d21034'),
  eg: h('#ce1126', '#fff', '#000') + rect(13.5, 7.5, 3, 5, '#c09300'),
  et:
    h('#078930', '#fcdd09', '#da121a') + circle(15, 10, 4, '#0f47af') + star(15, 10, 3, '#fcdd09'),
  ga: h('#009e60', '#fcd116', '#3a75c4'),
  gh: h('#ce1126', '#fcd116', '#006b3f') + star(15, 10, 3, '#000'),
  gm: h(['#ce1126', 6], ['#fff', 1], ['#0c1c8c', 4], ['#fff', 1], ['#3a7728', 6]),
  gn: v('#ce1126', '#fcd116', '#009460'),
  ke:
    h(['#000', 6], ['#fff', 1], ['#bb0000', 6], ['#fff', 1], ['#006600', 6]) +
    `<ellipse cx="15" cy="10" rx="3" ry="6" fill="#bb0000"/>`,
  ly:
    h(['#e70013', 1], ['#000', 2], ['#239e46', 1]) +
    crescent(14, 10, 3, '#fff', '#000', 0.3) +
    star(17, 10, 1.2, '#fff'),
  ma: bg('#c1272d') + star(15, 10, 5, '#006233', 0.38) + star(15, 10, 3.6, '#c1272d', 0.38),
  mg: h('#fc3d32', '#007e3a') + rect(0, 0, 10, H, '#fff'),
  ml: v('#14b53a', '#fcd116', '#ce1126'),
  mu: h('#ea2839', '#1a206d', '#ffd500', '#00a551'),
  ne: h('#e05206', '#fff', '#0db02b') + circle(15, 10, 2.3, '#e05206'),
  ng: v('#008751', '#fff', '#008751'),
  rw: h(['#00a1de', 2], ['#fad201', 1], ['#20603d', 1]) + circle(24, 5, 2.2, '#e5be01'),
  sl: h('#1eb53a', '#fff', '#0072c6'),
  sn: v('#00853f', '#fdef42', '#e31b23') + star(15, 10, 3, '#00853f'),
  so: bg('#4189dd') + star(15, 10, 5, '#fff'),
  td: v('#002664', '#fecb00', '#c60c30'),
  tn:
    bg('#e70013') +
    circle(15, 10, 5, '#fff') +
    crescent(15, 10, 3.6, '#e70013', '#fff', 0.3) +
    star(16.5, 10, 2, '#e70013'),
  tz:
    poly(
      [
        [0, 0],
        [24, 0],
        [0, 16],
      ],
      '#1eb53a',
    ) +
    poly(
      [
        [30, 4],
        [30, 20],
        [6, 20],
      ],
      '#00a3dd',
    ) +
    poly(
      [
        [0, 16],
        [24, 0],
        [30, 0],
        [30, 4],
        [6, 20],
        [0, 20],
      ],
      '#fcd116',
    ) +
    poly(
      [
        [0, 18],
        [27, 0],
        [30, 0],
        [30, 2],
        [3, 20],
        [0, 20],
      ],
      '#000',
    ),
  ug: h('#000', '#fcdc04', '#d90000', '#000', '#fcdc04', '#d90000') + circle(15, 10, 3, '#fff'),
  za:
    bg('#fff') +
    rect(0, 0, W, 6.7, '#e03c31') +
    rect(0, 13.3, W, 6.7, '#001489') +
    poly(
      [
        [0, 2],
        [11, 10],
        [0, 18],
      ],
      '#007749',
    ) +
    poly(
      [
        [0, 5],
        [0, 15],
        [7, 10],
      ],
      '#000',
    ) +
    rect(11, 8, 19, 4, '#007749'),
  zm:
    bg('#198a00') +
    rect(19, 8, 3.6, 12, '#de2010') +
    rect(22.6, 8, 3.7, 12, '#000') +
    rect(26.3, 8, 3.7, 12, '#ef7d00'),
  zw:
    h('#319208', '#ffd200', '#de2010', '#000', '#de2010', '#ffd200', '#319208') +
    hoistTriangle('#fff', 11),
  // Oceania
  au:
    bg('#012169') +
    unionJack(0, 0, 0.5) +
    star(7.5, 15, 2.4, '#fff', 0.45) +
    star(22.5, 4, 1, '#fff') +
    star(19, 9, 1, '#fff') +
    star(25.5, 8, 1, '#fff') +
    star(22.5, 16, 1, '#fff'),
  nz:
    bg('#012169') +
    unionJack(0, 0, 0.5) +
    star(22.5, 4, 1.2, '#cc142b') +
    star(19, 9, 1.2, '#cc142b') +
    star(25.5, 8, 1.2, '#cc142b') +
    star(22.5, 16, 1.2, '#cc142b'),
};

const placeholder = `${bg('#d8dde3')}<path d="M9 5v10M9 5h10l-2 3 2 3H9" fill="none" stroke="#6b7480" stroke-width="1.3" stroke-linejoin="round"/>`;

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>\n`;

mkdirSync(outDir, { recursive: true });
for (const name of readdirSync(outDir)) if (name.endsWith('.svg')) rmSync(path.join(outDir, name));
const codes = Object.keys(flags).sort();
for (const code of codes) writeFileSync(path.join(outDir, `${code}.svg`), svg(flags[code]));
writeFileSync(path.join(outDir, 'unknown.svg'), svg(placeholder));

writeFileSync(
  manifest,
  `// Generated by tools/scripts/make-flags.mjs: the countries that have a flag file in
// libs/shared/ui/public/flags/. Every other country shows flags/unknown.svg.
export const flagCodes: ReadonlySet<string> = new Set([
${codes.map((code) => `  '${code}',`).join('\n')}
]);
`,
);
console.log(`${codes.length} flags and unknown.svg written to ${path.relative(root, outDir)}`);
