/**
 * `Content-Disposition: inline` naming a stored file by its original name (what a browser saves
 * it as): an ASCII fallback in `filename="…"` and the exact name as RFC 5987 `filename*`.
 */
export function inlineDisposition(originalName: string): string {
  // Round-tripping through UTF-8 turns lone surrogates into U+FFFD (encodeURIComponent throws).
  const wellFormed = Buffer.from(originalName, 'utf8').toString('utf8');
  const name =
    [...wellFormed]
      .map((char) =>
        char < ' ' || char === '\u007f' || char === '/' || char === '\\' ? '_' : char,
      )
      .join('')
      .trim() || 'file';
  const fallback = name.replace(/[^\x20-\x7e]|["%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
