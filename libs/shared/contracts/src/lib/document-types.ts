import { acceptedFileExtensions } from './leads.constants';

export type DocumentExtension = (typeof acceptedFileExtensions)[number];

/**
 * The MIME type of each file type the uploads accept (spec §5: doc, docx, pptx, pdf): what the
 * API stores for a file whose name and content are both of that type, and what a download of it
 * is served as.
 */
export const documentMimeTypes: Readonly<Record<DocumentExtension, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The accepted extension a name ends in (case-insensitive), or undefined. */
export function documentExtensionOf(name: string): DocumentExtension | undefined {
  const dot = name.lastIndexOf('.');
  const extension = dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
  return (acceptedFileExtensions as readonly string[]).includes(extension)
    ? (extension as DocumentExtension)
    : undefined;
}

/**
 * The name a stored file is handed back under: its own name when that already ends in the
 * extension of its MIME type, else that name with the extension appended (`cv.exe` stored as a
 * PDF goes out as `cv.exe.pdf`), so the extension a desktop opens it by is always the one its
 * content has; `.bin` for a type that is none of the four.
 */
export function documentDownloadName(name: string, mimeType: string): string {
  const extension =
    acceptedFileExtensions.find((candidate) => documentMimeTypes[candidate] === mimeType) ?? 'bin';
  return documentExtensionOf(name) === extension ? name : `${name}.${extension}`;
}
