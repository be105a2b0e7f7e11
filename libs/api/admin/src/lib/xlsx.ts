import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import type { ExportCell, ExportColumn, ExportPages } from './export-columns';

/** The most characters a spreadsheet cell holds (Excel's limit); longer text is cut there. */
export const XLSX_MAX_TEXT = 32_767;
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
/** The Text number format: a cell someone retypes stays text, it is never parsed as a formula. */
const TEXT_FORMAT = '@';

type XlsxValue = Date | number | { richText: { text: string }[] } | null;

/** Text cut to what a cell holds, never between the two halves of a surrogate pair. */
function fitText(text: string): string {
  if (text.length <= XLSX_MAX_TEXT) return text;
  const high = text.charCodeAt(XLSX_MAX_TEXT - 1);
  return text.slice(0, high >= 0xd800 && high <= 0xdbff ? XLSX_MAX_TEXT - 1 : XLSX_MAX_TEXT);
}

/**
 * A cell of the given type. Text goes in as an inline string (`t="inlineStr"`, written as a
 * one-run rich text): a plain string would be written as `t="str"`, the type of a formula's
 * cached result. No cell ever carries a formula element, whatever its text starts with.
 */
function xlsxValue(cell: ExportCell): XlsxValue {
  if (cell === null || cell === '') return null;
  if (cell instanceof Date || typeof cell === 'number') return cell;
  return { richText: [{ text: fitText(cell) }] };
}

/** Resolves once the stream may take more (or is gone): the client's pace bounds the memory. */
function drained(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * An export as an .xlsx workbook of one sheet, for people: a frozen header row, then one row per
 * record with typed cells (text as inline strings in the Text format, numbers as numbers,
 * instants as dates in UTC shown `yyyy-mm-dd hh:mm:ss`). Written with exceljs's streaming
 * writer, no shared-strings table: memory is one page of rows plus the zip's buffers, and a
 * page is read only once the client has taken the previous one.
 *
 * The first page is read before this resolves, so a database that fails on the first query is a
 * clean error answer; a failure later ends the download early (the bytes are already sent).
 */
export async function xlsxExport(
  sheetName: string,
  columns: readonly ExportColumn[],
  pages: ExportPages,
): Promise<Readable> {
  let page = await pages.next();
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    width: column.width ?? 12,
    style:
      column.type === 'date'
        ? { numFmt: DATE_FORMAT }
        : column.type === 'text'
          ? { numFmt: TEXT_FORMAT }
          : {},
  }));

  const write = async () => {
    sheet
      .addRow(
        columns.map((column) =>
          xlsxValue(column.type === 'date' ? `${column.name} (UTC)` : column.name),
        ),
      )
      .commit();
    while (!page.done) {
      for (const row of page.value) sheet.addRow(row.map(xlsxValue)).commit();
      await drained(out);
      if (out.destroyed) {
        await pages.return();
        return;
      }
      page = await pages.next();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
