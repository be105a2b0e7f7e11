/**
 * `Content-Disposition: attachment` for a stored file's original name: an ASCII fallback in
 * `filename="…"` for old clients and the exact name as RFC 5987 `filename*=UTF-8''…`.
 */
export function attachmentDisposition(originalName: string): string {
  // Path separators and control characters never belong in a download name.
  // Round-tripping through UTF-8 turns lone surrogates into U+FFFD (encodeURIComponent throws).
  const wellFormed = Buffer.from(originalName, 'utf8').toString('utf8');
  const name =
    [...wellFormed]
      .map((char) =>
        char < ' ' || char === '\u007f' || char === '/' || char === '\\' ? '_' : char,
      )
      .join('')
      .trim() || 'download';
  const fallback = name.replace(/[^\x20-\x7e]|["%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
