/**
 * A `Content-Disposition` naming a stored file by its original name (what a browser saves it
 * as): an ASCII fallback in `filename="…"` for old clients and the exact name as RFC 5987
 * `filename*=UTF-8''…`; `emptyName` when nothing of the name is left.
 */
function contentDisposition(
  type: 'attachment' | 'inline',
  originalName: string,
  emptyName: string,
): string {
  // Round-tripping through UTF-8 turns lone surrogates into U+FFFD (encodeURIComponent throws).
  const wellFormed = Buffer.from(originalName, 'utf8').toString('utf8');
  // Path separators and control characters never belong in a download name.
  const name =
    [...wellFormed]
      .map((char) =>
        char < ' ' || char === '\u007f' || char === '/' || char === '\\' ? '_' : char,
      )
      .join('')
      .trim() || emptyName;
  const fallback = name.replace(/[^\x20-\x7e]|["%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** `Content-Disposition: attachment` for a stored file's original name (a download). */
export function attachmentDisposition(originalName: string): string {
  return contentDisposition('attachment', originalName, 'download');
}

/** `Content-Disposition: inline` for a stored file's original name (shown, saved by that name). */
export function inlineDisposition(originalName: string): string {
  return contentDisposition('inline', originalName, 'file');
}
