import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastPairs, tokenGroups } from './tokens';

const css = readFileSync(join(__dirname, '../../styles/tokens.css'), 'utf8');
const declared = new Map(
  [...css.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)].map((match) => [
    match[1] as string,
    (match[2] as string).trim(),
  ]),
);

function resolve(name: string, seen: string[] = []): string {
  const value = declared.get(name);
  if (value === undefined) throw new Error(`${name} is not declared (via ${seen.join(' → ')})`);
  const reference = /^var\((--[a-z0-9-]+)\)$/.exec(value);
  return reference ? resolve(reference[1] as string, [...seen, name]) : value;
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not an opaque #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4]
    .map((offset) => parseInt((match[1] as string).slice(offset, offset + 2), 16) / 255)
    .map((channel) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('design tokens', () => {
  it('lists exactly the tokens the stylesheet declares', () => {
    const listed = Object.values(tokenGroups).flat();
    expect([...listed].sort()).toEqual([...declared.keys()].sort());
  });

  it('keeps the semantic colours on the palette', () => {
    for (const name of tokenGroups.color) {
      const value = declared.get(name) ?? '';
      expect([name, /^var\(--palette-[a-z0-9-]+\)$|^rgb\(/.test(value)]).toEqual([name, true]);
    }
  });

  it('keeps the names other code already uses', () => {
    for (const name of [
      '--color-text-primary',
      '--color-text-inverse',
      '--color-surface-page',
      '--color-surface-brand',
      '--color-action-primary',
      '--color-action-primary-hover',
      '--color-action-accent',
      '--color-action-secondary-surface',
      '--color-focus-ring',
      '--color-border-default',
      '--radius-control',
      '--font-family-base',
      '--line-height-tight',
      '--space-16',
    ]) {
      expect(declared.has(name)).toBe(true);
    }
  });

  it('computes contrast like WCAG', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(contrastPairs.map((pair) => [pair.text, pair.background]))(
    '%s on %s meets WCAG AA (4.5:1)',
    (text, background) => {
      expect(contrastRatio(resolve(text), resolve(background))).toBeGreaterThanOrEqual(4.5);
    },
  );
});
