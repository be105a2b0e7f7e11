/** One value of an export row: text, a number, an instant, or nothing. */
export type ExportCell = string | number | Date | null;

/** A column of an export: its header and the kind of value its cells hold. */
export interface ExportColumn {
  name: string;
  type: 'text' | 'number' | 'date';
  /** Width in characters in the spreadsheet export. */
  width?: number;
}

/** An export's rows, a page (one database query) at a time. */
export type ExportPages = AsyncGenerator<ExportCell[][], void, undefined>;
