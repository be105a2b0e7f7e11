import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import type { ExportPages } from './export-columns';

/**
 * An export's pages that call `done` with the row count once the last page has been read (the
 * audit entry of a download). A download the client abandons never calls it.
 */
export function countedPages(pages: ExportPages, done: (rows: number) => Promise<void>) {
  return (async function* (): ExportPages {
    let rows = 0;
    for await (const page of pages) {
      rows += page.length;
      yield page;
    }
    await done(rows);
  })();
}

/**
 * Streams a CSV export as an attachment `<fileName>.csv`; its first chunk (the first page) is
 * read before answering, so a database failure is a clean 500, not a cut download.
 */
export async function sendCsvExport(
  reply: FastifyReply,
  fileName: string,
  chunks: AsyncGenerator<string>,
) {
  const first = await chunks.next();
  async function* body() {
    if (first.done) return;
    yield first.value;
    yield* chunks;
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}.csv"`)
    .send(Readable.from(body(), { objectMode: false }));
}

/** Streams a spreadsheet export (`xlsxExport`, which reads its first page first) as `<fileName>.xlsx`. */
export async function sendXlsxExport(
  reply: FastifyReply,
  fileName: string,
  workbook: Promise<Readable>,
) {
  const body = await workbook;
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename="${fileName}.xlsx"`)
    .send(body);
}
