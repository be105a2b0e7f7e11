#!/usr/bin/env node
// Writes the demo PDFs served under /download/ (policies, regulations, brochures, demo guides).
// Dependency-free: node:zlib for Flate streams, node:crypto for the file ID.
//
//   npx node tools/scripts/make-pdf.mjs <source.json> [<out.pdf>]   one document
//   npx node tools/scripts/make-pdf.mjs --all                        every generated download
//
// A source is a JSON document description:
//   { "output": "content/public/download/x.pdf", "lang": "en" | "ru", "title": "…",
//     "subtitle": "…", "meta": ["Version 2.1", …], "date": "2026-03-01", "footer": "…",
//     "blocks": [{ "h": "1. Heading" }, { "h3": "Sub-heading" }, { "p": "Paragraph" }, { "li": ["item", …] },
//                { "kv": [["+12 %", "throughput"], …] }] }
//
// Text that fits Windows-1252 is set in the standard Helvetica fonts (nothing embedded). Any
// other text (Cyrillic) is set in DejaVu Sans, embedded as a CIDFontType2 / Identity-H font
// with a ToUnicode map. The embedded font is subset: glyph ids are kept, the outlines and
// metrics of unused glyphs are dropped, so a Russian document stays around 40 KB.
//
// `--all` builds every source in tools/scripts/pdf-sources/*.json (the policies and regulations)
// and the brochures, "how it works" sheets and demo guides from content/products/en.json.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONTENT = path.join(ROOT, 'content');

// ---------------------------------------------------------------------------------------------
// Standard fonts: Helvetica and Helvetica-Bold with WinAnsiEncoding (AFM widths, 1/1000 em).
// ---------------------------------------------------------------------------------------------

const ASCII =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~';
// prettier-ignore
const HELVETICA = [278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584];
// prettier-ignore
const HELVETICA_BOLD = [278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584];
/** Code points 0x80–0x9F of Windows-1252. */
const WIN_ANSI_HIGH = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};
/** Widths of the non-ASCII characters used in our texts: [regular, bold]. */
const EXTRA_WIDTHS = {
  '\u00a0': [278, 278],
  '€': [556, 556],
  '‚': [222, 278],
  '„': [333, 500],
  '…': [1000, 1000],
  '‘': [222, 278],
  '’': [222, 278],
  '“': [333, 500],
  '”': [333, 500],
  '•': [350, 350],
  '–': [556, 556],
  '—': [1000, 1000],
  '™': [1000, 1000],
  '«': [556, 556],
  '»': [556, 556],
  '°': [400, 400],
  '©': [737, 737],
  '®': [737, 737],
  '§': [556, 556],
  '·': [278, 278],
  '±': [584, 584],
  '×': [584, 584],
  '÷': [584, 584],
  ß: [611, 611],
  '²': [333, 333],
  '³': [333, 333],
  '¹': [333, 333],
  µ: [556, 611],
  '¼': [834, 834],
  '½': [834, 834],
};

function winAnsiCode(ch) {
  const cp = ch.codePointAt(0);
  if (cp >= 0x20 && cp <= 0x7e) return cp;
  if (ch in WIN_ANSI_HIGH) return WIN_ANSI_HIGH[ch];
  if (cp === 0x202f) return 0xa0; // narrow no-break space → no-break space
  if (cp === 0x2212) return 0x96; // minus sign → en dash (same width, no minus in WinAnsi)
  if (cp === 0x2011) return 0x2d; // non-breaking hyphen → hyphen
  if (cp === 0x2009) return 0x20; // thin space → space
  if (cp >= 0xa0 && cp <= 0xff) return cp;
  return null;
}

class StandardFont {
  constructor(baseFont, widths, bold) {
    this.baseFont = baseFont;
    this.widths = widths;
    this.bold = bold;
  }
  charWidth(ch) {
    const ascii = ASCII.indexOf(ch);
    if (ascii >= 0) return this.widths[ascii];
    if (ch === '\u202f') return this.charWidth('\u00a0');
    if (ch === '\u2212') return this.charWidth('–');
    if (ch === '\u2011') return this.charWidth('-');
    if (ch === '\u2009') return this.charWidth(' ');
    if (EXTRA_WIDTHS[ch]) return EXTRA_WIDTHS[ch][this.bold ? 1 : 0];
    const base = ch.normalize('NFD')[0]; // accented letters are as wide as their base letter
    return base !== ch && ASCII.includes(base) ? this.charWidth(base) : 556;
  }
  width(text, size) {
    let w = 0;
    for (const ch of text) w += this.charWidth(ch);
    return (w * size) / 1000;
  }
  encode(text) {
    let hex = '';
    for (const ch of text) {
      const code = winAnsiCode(ch);
      if (code === null)
        throw new Error(`"${ch}" (U+${ch.codePointAt(0).toString(16)}) is not in WinAnsiEncoding`);
      hex += code.toString(16).padStart(2, '0');
    }
    return `<${hex}>`;
  }
  /** Writes the font dictionary; returns its object number. */
  write(pdf) {
    return pdf.add(
      `<< /Type /Font /Subtype /Type1 /BaseFont /${this.baseFont} /Encoding /WinAnsiEncoding >>`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// TrueType: parsing, glyph-id-preserving subsetting, CIDFontType2 embedding.
// ---------------------------------------------------------------------------------------------

function findFont(file, family) {
  const candidates = [
    `/usr/share/fonts/truetype/dejavu/${file}`,
    `/usr/share/fonts/dejavu/${file}`,
    `/usr/share/fonts/TTF/${file}`,
    `/Library/Fonts/${file}`,
  ];
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  try {
    const found = execFileSync('fc-match', ['-f', '%{file}', family], { encoding: 'utf8' }).trim();
    if (found.endsWith(file)) return found;
  } catch {
    // no fontconfig
  }
  throw new Error(`${file} not found: install fonts-dejavu-core to write non-Latin PDFs`);
}

class TrueTypeFont {
  constructor(file, bold) {
    this.bold = bold;
    const buf = readFileSync(file);
    this.buf = buf;
    this.tables = {};
    const numTables = buf.readUInt16BE(4);
    for (let i = 0; i < numTables; i++) {
      const rec = 12 + 16 * i;
      const tag = buf.toString('latin1', rec, rec + 4);
      this.tables[tag] = { offset: buf.readUInt32BE(rec + 8), length: buf.readUInt32BE(rec + 12) };
    }
    for (const tag of ['head', 'hhea', 'maxp', 'hmtx', 'loca', 'glyf', 'cmap', 'name']) {
      if (!this.tables[tag]) throw new Error(`${file}: no ${tag} table`);
    }
    const head = this.tables.head.offset;
    this.unitsPerEm = buf.readUInt16BE(head + 18);
    this.bbox = [36, 38, 40, 42].map((o) => buf.readInt16BE(head + o));
    this.longLoca = buf.readInt16BE(head + 50) === 1;
    const hhea = this.tables.hhea.offset;
    this.ascent = buf.readInt16BE(hhea + 4);
    this.descent = buf.readInt16BE(hhea + 6);
    this.numberOfHMetrics = buf.readUInt16BE(hhea + 34);
    this.numGlyphs = buf.readUInt16BE(this.tables.maxp.offset + 4);
    this.postScriptName = this.readPostScriptName();
    this.cmap = this.readCmap();
    this.used = new Map([[0, 0]]); // glyph id → first code point drawn with it
    const capGlyph = this.glyphId('H');
    this.capHeight = capGlyph ? this.glyphBox(capGlyph)[3] : Math.round(this.ascent * 0.7);
  }

  readPostScriptName() {
    const { buf } = this;
    const base = this.tables.name.offset;
    const count = buf.readUInt16BE(base + 2);
    const strings = base + buf.readUInt16BE(base + 4);
    for (let i = 0; i < count; i++) {
      const rec = base + 6 + 12 * i;
      if (buf.readUInt16BE(rec + 6) !== 6) continue; // nameID 6: PostScript name
      const platform = buf.readUInt16BE(rec);
      const length = buf.readUInt16BE(rec + 8);
      const start = strings + buf.readUInt16BE(rec + 10);
      const raw = buf.subarray(start, start + length);
      if (platform === 3 || platform === 0) {
        let name = '';
        for (let j = 0; j < raw.length; j += 2) name += String.fromCharCode(raw.readUInt16BE(j));
        return name;
      }
      return raw.toString('latin1');
    }
    return 'EmbeddedFont';
  }

  /** Unicode → glyph id from the (3,1) format 4 subtable. */
  readCmap() {
    const { buf } = this;
    const base = this.tables.cmap.offset;
    const count = buf.readUInt16BE(base + 2);
    for (let i = 0; i < count; i++) {
      const rec = base + 4 + 8 * i;
      const platform = buf.readUInt16BE(rec);
      const encoding = buf.readUInt16BE(rec + 2);
      const sub = base + buf.readUInt32BE(rec + 4);
      if (!((platform === 3 && encoding === 1) || platform === 0) || buf.readUInt16BE(sub) !== 4)
        continue;
      const segCount = buf.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + segCount * 2 + 2;
      const deltas = starts + segCount * 2;
      const rangeOffsets = deltas + segCount * 2;
      return (cp) => {
        if (cp > 0xffff) return 0;
        for (let s = 0; s < segCount; s++) {
          if (buf.readUInt16BE(ends + 2 * s) < cp) continue;
          const start = buf.readUInt16BE(starts + 2 * s);
          if (start > cp) return 0;
          const delta = buf.readUInt16BE(deltas + 2 * s);
          const rangeOffsetAt = rangeOffsets + 2 * s;
          const rangeOffset = buf.readUInt16BE(rangeOffsetAt);
          if (rangeOffset === 0) return (cp + delta) & 0xffff;
          const gid = buf.readUInt16BE(rangeOffsetAt + rangeOffset + 2 * (cp - start));
          return gid === 0 ? 0 : (gid + delta) & 0xffff;
        }
        return 0;
      };
    }
    throw new Error('no Unicode BMP cmap subtable');
  }

  glyphId(ch) {
    return this.cmap(ch.codePointAt(0));
  }

  glyphRange(gid) {
    const { buf } = this;
    const loca = this.tables.loca.offset;
    const at = (i) =>
      this.longLoca ? buf.readUInt32BE(loca + 4 * i) : buf.readUInt16BE(loca + 2 * i) * 2;
    const glyf = this.tables.glyf.offset;
    return [glyf + at(gid), glyf + at(gid + 1)];
  }

  glyphBox(gid) {
    const [start, end] = this.glyphRange(gid);
    if (end <= start) return [0, 0, 0, 0];
    return [2, 4, 6, 8].map((o) => this.buf.readInt16BE(start + o));
  }

  advance(gid) {
    const hmtx = this.tables.hmtx.offset;
    const index = Math.min(gid, this.numberOfHMetrics - 1);
    return this.buf.readUInt16BE(hmtx + 4 * index);
  }

  /** Advance width in PDF glyph space (1/1000 em). */
  glyphWidth(gid) {
    return Math.round((this.advance(gid) * 1000) / this.unitsPerEm);
  }

  width(text, size) {
    let w = 0;
    for (const ch of text) w += this.glyphWidth(this.glyphId(ch === '\u202f' ? '\u00a0' : ch));
    return (w * size) / 1000;
  }

  encode(text) {
    let hex = '';
    for (const raw of text) {
      const ch = raw === '\u202f' ? '\u00a0' : raw;
      const gid = this.glyphId(ch);
      if (gid === 0)
        throw new Error(
          `"${ch}" (U+${ch.codePointAt(0).toString(16)}) is not in ${this.postScriptName}`,
        );
      if (!this.used.has(gid)) this.used.set(gid, ch.codePointAt(0));
      hex += gid.toString(16).padStart(4, '0');
    }
    return `<${hex}>`;
  }

  /** The used glyphs plus the components of composite glyphs. */
  closure() {
    const keep = new Set(this.used.keys());
    const queue = [...keep];
    while (queue.length) {
      const gid = queue.pop();
      const [start, end] = this.glyphRange(gid);
      if (end <= start || this.buf.readInt16BE(start) >= 0) continue;
      let p = start + 10;
      for (;;) {
        const flags = this.buf.readUInt16BE(p);
        const component = this.buf.readUInt16BE(p + 2);
        if (!keep.has(component)) {
          keep.add(component);
          queue.push(component);
        }
        p += 4 + (flags & 0x0001 ? 4 : 2);
        if (flags & 0x0008) p += 2;
        else if (flags & 0x0040) p += 4;
        else if (flags & 0x0080) p += 8;
        if (!(flags & 0x0020)) break;
      }
    }
    return keep;
  }

  /** A TrueType file with the same glyph ids where only the kept glyphs have outlines. */
  subset() {
    const { buf } = this;
    const keep = this.closure();
    const glyphs = [];
    const loca = Buffer.alloc(4 * (this.numGlyphs + 1));
    let offset = 0;
    for (let gid = 0; gid < this.numGlyphs; gid++) {
      loca.writeUInt32BE(offset, 4 * gid);
      if (!keep.has(gid)) continue;
      const [start, end] = this.glyphRange(gid);
      const data = buf.subarray(start, end);
      const padded = Buffer.alloc((data.length + 3) & ~3);
      data.copy(padded);
      glyphs.push(padded);
      offset += padded.length;
    }
    loca.writeUInt32BE(offset, 4 * this.numGlyphs);

    const srcHmtx = this.tables.hmtx;
    const hmtx = Buffer.alloc(srcHmtx.length);
    for (const gid of keep) {
      if (gid < this.numberOfHMetrics)
        buf.copy(hmtx, 4 * gid, srcHmtx.offset + 4 * gid, srcHmtx.offset + 4 * gid + 4);
      else {
        const at = 4 * this.numberOfHMetrics + 2 * (gid - this.numberOfHMetrics);
        buf.copy(hmtx, at, srcHmtx.offset + at, srcHmtx.offset + at + 2);
      }
    }
    const table = (tag) =>
      buf.subarray(this.tables[tag].offset, this.tables[tag].offset + this.tables[tag].length);
    const head = Buffer.from(table('head'));
    head.writeUInt32BE(0, 8); // checkSumAdjustment, set below
    head.writeInt16BE(1, 50); // long loca
    const out = {
      head,
      hhea: table('hhea'),
      maxp: table('maxp'),
      hmtx,
      loca,
      glyf: Buffer.concat(glyphs),
    };
    for (const tag of ['cvt ', 'fpgm', 'prep']) if (this.tables[tag]) out[tag] = table(tag);
    return writeSfnt(out);
  }

  write(pdf) {
    const keep = [...this.used.keys()].sort((a, b) => a - b);
    const tag = subsetTag(`${this.postScriptName}:${keep.join(',')}`);
    const baseFont = `${tag}+${this.postScriptName}`;
    const program = this.subset();
    const fontFile = pdf.stream(program, `/Length1 ${program.length}`);
    const scale = (v) => Math.round((v * 1000) / this.unitsPerEm);
    const descriptor = pdf.add(
      `<< /Type /FontDescriptor /FontName /${baseFont} /Flags 32 /FontBBox [${this.bbox.map(scale).join(' ')}]` +
        ` /ItalicAngle 0 /Ascent ${scale(this.ascent)} /Descent ${scale(this.descent)}` +
        ` /CapHeight ${scale(this.capHeight)} /StemV ${this.bold ? 140 : 80} /FontFile2 ${fontFile} 0 R >>`,
    );
    const widths = keep.map((gid) => `${gid} [${this.glyphWidth(gid)}]`).join(' ');
    const cidFont = pdf.add(
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${baseFont}` +
        ` /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >>` +
        ` /FontDescriptor ${descriptor} 0 R /DW 1000 /W [${widths}] /CIDToGIDMap /Identity >>`,
    );
    const toUnicode = pdf.stream(
      Buffer.from(toUnicodeCMap(keep.filter((g) => g !== 0).map((g) => [g, this.used.get(g)]))),
    );
    return pdf.add(
      `<< /Type /Font /Subtype /Type0 /BaseFont /${baseFont} /Encoding /Identity-H` +
        ` /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
    );
  }
}

function subsetTag(seed) {
  const digest = createHash('md5').update(seed).digest();
  return [...digest.subarray(0, 6)].map((b) => String.fromCharCode(65 + (b % 26))).join('');
}

function tableChecksum(data) {
  const padded = Buffer.alloc((data.length + 3) & ~3);
  data.copy(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

function writeSfnt(tables) {
  const tags = Object.keys(tables).sort();
  const count = tags.length;
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(count * 16 - searchRange, 10);
  const bodies = [];
  let offset = header.length;
  tags.forEach((tag, i) => {
    const data = tables[tag];
    const rec = 12 + 16 * i;
    header.write(tag, rec, 'latin1');
    header.writeUInt32BE(tableChecksum(data), rec + 4);
    header.writeUInt32BE(offset, rec + 8);
    header.writeUInt32BE(data.length, rec + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  const font = Buffer.concat([header, ...bodies]);
  const headAt = header.readUInt32BE(12 + 16 * tags.indexOf('head') + 8);
  font.writeUInt32BE((0xb1b0afba - tableChecksum(font)) >>> 0, headAt + 8);
  return font;
}

function utf16Hex(cp) {
  return Buffer.from(String.fromCodePoint(cp), 'utf16le').swap16().toString('hex').toUpperCase();
}

function toUnicodeCMap(pairs) {
  const lines = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
  ];
  for (let i = 0; i < pairs.length; i += 100) {
    const chunk = pairs.slice(i, i + 100);
    lines.push(`${chunk.length} beginbfchar`);
    for (const [gid, cp] of chunk)
      lines.push(`<${gid.toString(16).padStart(4, '0').toUpperCase()}> <${utf16Hex(cp)}>`);
    lines.push('endbfchar');
  }
  lines.push('endcmap', 'CMapName currentdict /CMap defineresource pop', 'end', 'end');
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// PDF objects
// ---------------------------------------------------------------------------------------------

class PdfWriter {
  constructor() {
    this.objects = [];
  }
  /** Reserves an object number to fill later with `set`. */
  reserve() {
    this.objects.push(null);
    return this.objects.length;
  }
  set(id, body) {
    this.objects[id - 1] = Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1');
  }
  add(body) {
    const id = this.reserve();
    this.set(id, body);
    return id;
  }
  stream(data, extra = '') {
    const packed = deflateSync(data, { level: 9 });
    return this.add(
      Buffer.concat([
        Buffer.from(
          `<< /Length ${packed.length} /Filter /FlateDecode${extra ? ` ${extra}` : ''} >>\nstream\n`,
          'latin1',
        ),
        packed,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  }
  toBuffer(rootId, infoId) {
    const chunks = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let offset = chunks[0].length;
    const offsets = [];
    this.objects.forEach((body, i) => {
      if (!body) throw new Error(`object ${i + 1} was reserved but never written`);
      const chunk = Buffer.concat([
        Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
        body,
        Buffer.from('\nendobj\n', 'latin1'),
      ]);
      offsets.push(offset);
      offset += chunk.length;
      chunks.push(chunk);
    });
    const id = createHash('md5').update(Buffer.concat(chunks)).digest('hex');
    const xref = [`xref\n0 ${this.objects.length + 1}\n`, '0000000000 65535 f \n'];
    for (const o of offsets) xref.push(`${String(o).padStart(10, '0')} 00000 n \n`);
    xref.push(
      `trailer\n<< /Size ${this.objects.length + 1} /Root ${rootId} 0 R /Info ${infoId} 0 R /ID [<${id}> <${id}>] >>\n`,
      `startxref\n${offset}\n%%EOF\n`,
    );
    chunks.push(Buffer.from(xref.join(''), 'latin1'));
    return Buffer.concat(chunks);
  }
}

/** A PDF text string: literal for printable ASCII, UTF-16BE with BOM otherwise. */
function pdfString(text) {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
  return `<FEFF${[...text].map((ch) => utf16Hex(ch.codePointAt(0))).join('')}>`;
}

// ---------------------------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------------------------

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 56;
const TOP = PAGE_H - 92;
const BOTTOM = 72;
const WIDTH = PAGE_W - 2 * MARGIN;

const NAVY = '0.063 0.125 0.243';
const STEEL = '0.365 0.431 0.502';
const INK = '0.133 0.153 0.180';
const ORANGE = '0.925 0.478 0.122';
const WHITE = '1 1 1';
const RULE = '0.827 0.851 0.878';

const LABELS = {
  en: { page: (n, m) => `Page ${n} of ${m}`, brand: 'FERRUM DIGITAL' },
  ru: { page: (n, m) => `Страница ${n} из ${m}`, brand: 'ФЕРРУМ ДИДЖИТАЛ' },
  de: { page: (n, m) => `Seite ${n} von ${m}`, brand: 'FERRUM DIGITAL' },
};

function allText(doc) {
  const parts = [doc.title, doc.subtitle ?? '', doc.footer ?? '', ...(doc.meta ?? [])];
  for (const block of doc.blocks) {
    if (block.h) parts.push(block.h);
    if (block.h3) parts.push(block.h3);
    if (block.p) parts.push(block.p);
    if (block.li) parts.push(...block.li);
    if (block.kv) parts.push(...block.kv.flat());
  }
  return parts.join(' ');
}

function pickFonts(doc) {
  const latin = [...allText(doc)].every((ch) => winAnsiCode(ch) !== null || ch === '\n');
  if (latin && doc.font !== 'dejavu') {
    return {
      regular: new StandardFont('Helvetica', HELVETICA, false),
      bold: new StandardFont('Helvetica-Bold', HELVETICA_BOLD, true),
    };
  }
  return {
    regular: new TrueTypeFont(findFont('DejaVuSans.ttf', 'DejaVu Sans'), false),
    bold: new TrueTypeFont(findFont('DejaVuSans-Bold.ttf', 'DejaVu Sans:bold'), true),
  };
}

function wrap(text, font, size, width) {
  const lines = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.width(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.width(line, size) > width) {
        let cut = line.length - 1;
        while (cut > 1 && font.width(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

function layout(doc, fonts) {
  const pages = [];
  let ops;
  let y;
  const newPage = () => {
    ops = [];
    pages.push(ops);
    y = TOP;
  };
  const text = (font, size, color, x, yy, str) =>
    ops.push({ kind: 'text', font, size, color, x, y: yy, str });
  const ensure = (height) => {
    if (y - height < BOTTOM) newPage();
  };
  const paragraph = (
    str,
    { font = fonts.regular, size = 10.5, leading = 15, color = INK, indent = 0, after = 8 } = {},
  ) => {
    for (const line of wrap(str, font, size, WIDTH - indent)) {
      ensure(leading);
      y -= leading;
      text(font, size, color, MARGIN + indent, y + 3, line);
    }
    y -= after;
  };

  newPage();
  // Title block
  for (const line of wrap(doc.title, fonts.bold, 22, WIDTH)) {
    y -= 28;
    text(fonts.bold, 22, NAVY, MARGIN, y, line);
  }
  if (doc.subtitle) {
    y -= 6;
    paragraph(doc.subtitle, { size: 12.5, leading: 17, color: STEEL, after: 2 });
  }
  for (const line of doc.meta ?? [])
    paragraph(line, { size: 9, leading: 13, color: STEEL, after: 0 });
  y -= 10;
  ops.push({ kind: 'rect', color: ORANGE, x: MARGIN, y, w: 64, h: 3 });
  y -= 14;

  const blocks = doc.blocks;
  blocks.forEach((block, index) => {
    if (block.h) {
      // keep a heading with the first lines of what follows
      const next = blocks[index + 1];
      ensure(next && (next.p || next.li || next.kv) ? 24 + 3 * 15 : 24);
      if (y < TOP) y -= 8;
      for (const line of wrap(block.h, fonts.bold, 13, WIDTH)) {
        y -= 18;
        text(fonts.bold, 13, NAVY, MARGIN, y, line);
      }
      y -= 6;
    } else if (block.h3) {
      const next = blocks[index + 1];
      ensure(next && next.p ? 20 + 2 * 15 : 20);
      for (const line of wrap(block.h3, fonts.bold, 11, WIDTH)) {
        y -= 16;
        text(fonts.bold, 11, NAVY, MARGIN, y + 2, line);
      }
      y -= 2;
    } else if (block.p) {
      paragraph(block.p);
    } else if (block.li) {
      for (const item of block.li) {
        const lines = wrap(item, fonts.regular, 10.5, WIDTH - 16);
        for (const [i, line] of lines.entries()) {
          ensure(15);
          y -= 15;
          if (i === 0)
            ops.push({ kind: 'rect', color: ORANGE, x: MARGIN + 2, y: y + 5.5, w: 4, h: 4 });
          text(fonts.regular, 10.5, INK, MARGIN + 16, y + 3, line);
        }
        y -= 3;
      }
      y -= 6;
    } else if (block.kv) {
      for (const [value, label] of block.kv) {
        const lines = wrap(label, fonts.regular, 10.5, WIDTH - 120);
        const height = Math.max(30, lines.length * 14 + 12);
        ensure(height);
        ops.push({
          kind: 'rect',
          color: '0.953 0.961 0.973',
          x: MARGIN,
          y: y - height + 4,
          w: WIDTH,
          h: height - 4,
        });
        ops.push({
          kind: 'rect',
          color: ORANGE,
          x: MARGIN,
          y: y - height + 4,
          w: 3,
          h: height - 4,
        });
        text(fonts.bold, 15, ORANGE, MARGIN + 14, y - 21, value);
        for (const [i, line] of lines.entries()) {
          text(fonts.regular, 10.5, INK, MARGIN + 120, y - 19 - 14 * i, line);
        }
        y -= height;
      }
      y -= 8;
    } else {
      throw new Error(`unknown block ${JSON.stringify(block)}`);
    }
  });
  return pages;
}

function render(ops, fonts, fontNames, doc, pageNo, pageCount) {
  const labels = LABELS[doc.lang] ?? LABELS.en;
  const out = [];
  const drawText = (font, size, color, x, y, str) =>
    out.push(
      `BT /${fontNames.get(font)} ${size} Tf ${color} rg 1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm ${font.encode(str)} Tj ET`,
    );
  // header band
  out.push(`${NAVY} rg 0 ${(PAGE_H - 40).toFixed(2)} ${PAGE_W} 40 re f`);
  out.push(`${ORANGE} rg 0 ${(PAGE_H - 43).toFixed(2)} ${PAGE_W} 3 re f`);
  drawText(fonts.bold, 10, WHITE, MARGIN, PAGE_H - 25, labels.brand);
  const short = doc.header ?? doc.title;
  drawText(
    fonts.regular,
    8.5,
    '0.780 0.820 0.870',
    PAGE_W - MARGIN - fonts.regular.width(short, 8.5),
    PAGE_H - 25,
    short,
  );
  for (const op of ops) {
    if (op.kind === 'rect')
      out.push(
        `${op.color} rg ${op.x.toFixed(2)} ${op.y.toFixed(2)} ${op.w.toFixed(2)} ${op.h.toFixed(2)} re f`,
      );
    else drawText(op.font, op.size, op.color, op.x, op.y, op.str);
  }
  // footer
  out.push(`${RULE} RG 0.6 w ${MARGIN} 50 m ${(PAGE_W - MARGIN).toFixed(2)} 50 l S`);
  if (doc.footer) drawText(fonts.regular, 8, STEEL, MARGIN, 36, doc.footer);
  const page = labels.page(pageNo, pageCount);
  drawText(fonts.regular, 8, STEEL, PAGE_W - MARGIN - fonts.regular.width(page, 8), 36, page);
  return out.join('\n');
}

function pdfDate(date) {
  const [y, m, d] = (date ?? '2026-11-21').slice(0, 10).split('-');
  return `D:${y}${m}${d}120000+03'00'`;
}

/** Builds the PDF of a document description. */
export function makePdf(doc) {
  if (!doc.title || !Array.isArray(doc.blocks))
    throw new Error('a document needs a title and blocks');
  const fonts = pickFonts(doc);
  const fontNames = new Map([
    [fonts.regular, 'F1'],
    [fonts.bold, 'F2'],
  ]);
  const pages = layout(doc, fonts);
  const pdf = new PdfWriter();
  const catalogId = pdf.reserve();
  const pagesId = pdf.reserve();
  const contents = pages.map((ops, i) => render(ops, fonts, fontNames, doc, i + 1, pages.length));
  // fonts last: the embedded ones now know every glyph the pages use
  const f1 = fonts.regular.write(pdf);
  const f2 = fonts.bold.write(pdf);
  const resources = `<< /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> /ProcSet [/PDF /Text] >>`;
  const kids = contents.map((content) => {
    const stream = pdf.stream(Buffer.from(content, 'latin1'));
    return pdf.add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources ${resources} /Contents ${stream} 0 R >>`,
    );
  });
  pdf.set(
    pagesId,
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
  );
  const lang = { en: 'en-GB', ru: 'ru-RU', de: 'de-DE' }[doc.lang] ?? 'en-GB';
  pdf.set(
    catalogId,
    `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (${lang}) /ViewerPreferences << /DisplayDocTitle true >> >>`,
  );
  const date = pdfDate(doc.date);
  const info = pdf.add(
    `<< /Title ${pdfString(doc.title)} /Author ${pdfString(doc.author ?? 'Ferrum Digital')}` +
      (doc.subtitle ? ` /Subject ${pdfString(doc.subtitle)}` : '') +
      ` /Creator (tools/scripts/make-pdf.mjs) /Producer (make-pdf.mjs) /CreationDate (${date}) /ModDate (${date}) >>`,
  );
  return pdf.toBuffer(catalogId, info);
}

// ---------------------------------------------------------------------------------------------
// Documents generated from content
// ---------------------------------------------------------------------------------------------

const CONTACT =
  'Ferrum Digital, 12 Presnenskaya Embankment, Moscow 123112. +7 495 120-45-00, info@ferrum-digital.example, ferrum-digital.example';

function publicFile(link) {
  return path.join(CONTENT, 'public', link);
}

function brochureDocs(product) {
  const d = product.details;
  const docs = [];
  if (product.brochure?.downloadLink.startsWith('/download/')) {
    docs.push({
      output: publicFile(product.brochure.downloadLink),
      lang: 'en',
      title: product.name,
      subtitle: product.description,
      header: `${product.name} — product brochure`,
      meta: ['Product brochure, edition 2026'],
      footer: `${product.name} · ferrum-digital.example/product/${product.code}/`,
      blocks: [
        { h: d.heroTitle },
        { p: d.heroText },
        { h: 'What you get' },
        ...d.features.flatMap((f) => [{ h3: f.title }, { p: f.text }]),
        { h: 'Results at our customers' },
        { kv: d.benefits.map((b) => [b.value, b.text]) },
        ...(d.faq?.length ? [{ h: 'Questions customers ask' }] : []),
        ...(d.faq ?? []).flatMap((q) => [{ h3: q.question }, { p: q.answer }]),
        { h: 'Talk to us' },
        { p: `Request a pilot or a live demonstration: ${CONTACT}.` },
      ],
    });
  }
  if (product.brochure?.howItWorkFileLink?.startsWith('/download/')) {
    docs.push({
      output: publicFile(product.brochure.howItWorkFileLink),
      lang: 'en',
      title: `How ${product.name} works`,
      subtitle: d.heroTitle,
      header: `${product.name} — how it works`,
      meta: ['Technical overview, edition 2026'],
      footer: `${product.name} · how it works`,
      blocks: [
        { h: 'Overview' },
        { p: d.heroText },
        { h: 'Architecture in steps' },
        { li: d.features.map((f, i) => `Step ${i + 1}. ${f.title}: ${f.text}`) },
        { h: 'Deployment' },
        {
          p:
            'A typical rollout starts with a four-to-six-week pilot on one shop, pit or site: connecting the equipment, ' +
            'agreeing the list of states and downtime reasons with the production team and training dispatchers. ' +
            'The system then scales site by site; the server part runs on premises or in a private cloud, ' +
            'and all data stays within the customer’s network.',
        },
        { h: 'Measured effect' },
        { kv: d.benefits.map((b) => [b.value, b.text]) },
        { p: `Questions about integration: ${CONTACT}.` },
      ],
    });
  }
  if (product.demo?.downloadLink?.startsWith('/download/')) {
    docs.push({
      output: publicFile(product.demo.downloadLink),
      lang: 'en',
      title: `${product.name}: demo guide`,
      subtitle: 'How to get the most out of your demonstration session',
      header: `${product.name} — demo guide`,
      meta: ['Demo guide, edition 2026'],
      footer: `${product.name} · demo guide`,
      blocks: [
        { h: 'What the demo shows' },
        { p: d.heroText },
        { h: 'Scenarios to try' },
        { li: d.features.map((f) => `${f.title}. ${f.text}`) },
        { h: 'Before the session' },
        {
          li: [
            'Prepare a list of your key equipment and the indicators your shift reports already contain.',
            'Invite the people who will use the system every day: dispatchers, shift supervisors, maintenance planners.',
            'Write down two or three questions about integration with your ERP, MES or maintenance system.',
          ],
        },
        { h: 'Contact' },
        { p: `Your demo access is valid for 14 days. Extensions and pilot projects: ${CONTACT}.` },
      ],
    });
  }
  return docs;
}

function sourceDocs(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const doc = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
      return { ...doc, output: path.resolve(ROOT, doc.output) };
    });
}

function writeDoc(doc, output = doc.output) {
  if (!output) throw new Error(`${doc.title}: no output path`);
  const bytes = makePdf(doc);
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, bytes);
  console.log(`${path.relative(ROOT, output)}  ${(bytes.length / 1024).toFixed(1)} KB`);
}

function main(args) {
  if (args[0] === '--all') {
    const products = JSON.parse(readFileSync(path.join(CONTENT, 'products/en.json'), 'utf8'));
    const docs = [
      ...sourceDocs(path.join(ROOT, 'tools/scripts/pdf-sources')),
      ...products.flatMap(brochureDocs),
    ];
    for (const doc of docs) writeDoc(doc);
    return;
  }
  if (!args[0]) {
    console.error('usage: make-pdf.mjs <source.json> [<out.pdf>] | --all');
    process.exit(2);
  }
  const doc = JSON.parse(readFileSync(args[0], 'utf8'));
  writeDoc(doc, args[1] ? path.resolve(args[1]) : doc.output && path.resolve(ROOT, doc.output));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
