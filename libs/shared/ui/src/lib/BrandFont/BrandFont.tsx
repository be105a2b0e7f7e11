// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the `?url` module type must reach every project that compiles this file
/// <reference path="./font-files.d.ts" />
import cyrillicExt from '@fontsource-variable/inter/files/inter-cyrillic-ext-wght-normal.woff2?url';
import cyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url';
import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/**
 * The brand font's files a page in a language needs before its first paint (ADR 0015): Latin
 * everywhere (names, numbers), Cyrillic on Russian and Kazakh pages, Cyrillic Extended on Kazakh
 * ones (ә ғ қ ң ө ү һ). The same files `styles/typography.css` declares, so the browser reuses
 * the preloaded response.
 */
export function brandFontFiles(lang: string): readonly string[] {
  const language = lang.toLowerCase().split('-')[0];
  if (language === 'kk' || language === 'kz') return [latin, cyrillic, cyrillicExt];
  if (language === 'ru') return [latin, cyrillic];
  return [latin];
}

export interface BrandFontPreloadProps {
  /** BCP 47 tag of the page (`kk` for Kazakh). */
  lang: string;
}

/** `<link rel="preload">` of the page language's brand-font files, for the document's `<head>`. */
export function BrandFontPreload({ lang }: BrandFontPreloadProps) {
  return brandFontFiles(lang).map((href, index) => (
    <link
      key={`${index}:${href}`}
      rel="preload"
      href={href}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />
  ));
}
