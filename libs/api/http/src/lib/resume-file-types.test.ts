import { leadFiles, leads, storedFiles } from '@corp/api/db';
import { count, eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contact, multipart, resumeFields } from '../testing/lead-fixtures';
import { openTestApi } from '../testing/test-api';
import type { TestApi } from '../testing/test-api';

/** Real files written by LibreOffice (see testing/documents/README.md). */
const sample = (name: string) =>
  readFileSync(path.resolve(__dirname, '../testing/documents', name));
const pdf = sample('cv.pdf');
const doc = sample('cv.doc');
const docx = sample('cv.docx');
const pptx = sample('deck.pptx');
const xls = sample('sheet.xls');

const ADMIN = { ADMIN_USER: 'marketing', ADMIN_PASSWORD: 'correct horse battery staple' };
const ADMIN_AUTH = {
  authorization: `Basic ${Buffer.from(`${ADMIN.ADMIN_USER}:${ADMIN.ADMIN_PASSWORD}`).toString('base64')}`,
};

/**
 * Names and contents that must never be stored: a PDF (it starts with `%PDF`) under a name a
 * desktop would run or render (exe, hta, html, svg, a shortcut), and an accepted name whose
 * content is another type (a spreadsheet called .doc, a PDF called .docx, a Word file called .pdf,
 * a page called .pdf).
 */
const refused: [string, Buffer][] = [
  ['cv.exe', pdf],
  ['cv.hta', pdf],
  ['cv.html', pdf],
  ['cv.svg', pdf],
  ['cv.pdf.lnk', pdf],
  ['cv.pdf.exe', pdf],
  ['cv', pdf],
  ['cv.doc', xls],
  ['cv.xls', xls],
  ['cv.docx', pdf],
  ['cv.pdf', docx],
  ['cv.pptx', docx],
  ['cv.doc', docx],
  ['cv.pdf', Buffer.from('<html><script>alert(1)</script></html>')],
  ['cv.pdf', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
];

const accepted: [string, Buffer, string][] = [
  ['cv.pdf', pdf, 'application/pdf'],
  ['резюме.doc', doc, 'application/msword'],
  ['CV.DOCX', docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['deck.pptx', pptx, 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
];

describe(`resume and form files: pdf, doc, docx, pptx by name and content (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi({ ...ADMIN, LEAD_RATE_LIMIT: '100000' });
  }, 60_000);
  afterAll(() => api.close());

  const stored = async () => {
    const db = api.runtime.database.db;
    const [[a], [b], [c]] = await Promise.all([
      db.select({ n: count() }).from(leads),
      db.select({ n: count() }).from(leadFiles),
      db.select({ n: count() }).from(storedFiles),
    ]);
    return { leads: a?.n, files: b?.n, bytes: c?.n };
  };
  const uploadResume = (name: string, bytes: Buffer) => {
    const body = multipart(resumeFields, [{ field: 'file', name, bytes }]);
    return api.app.inject({
      method: 'POST',
      url: '/api/v1/feedback-resume/?locale=de',
      payload: body.payload,
      headers: body.headers,
    });
  };
  const postWithFile = (name: string, bytes: Buffer) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/',
      payload: { ...contact, file: { name, data: bytes.toString('base64') } },
    });
  describe('multipart resume (the career form)', () => {
    it.each(refused)(
      'refuses %s with the form’s wrong-file message and stores nothing',
      async (name, bytes) => {
        const before = await stored();
        const response = await uploadResume(name, bytes);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().fields).toEqual({ file: 'wrong-file' });
        expect(await stored()).toEqual(before);
      },
    );

    it.each(accepted)(
      'accepts %s, stores it as its type and hands it back under that name',
      async (name, bytes, mimeType) => {
        const response = await uploadResume(name, bytes);
        expect(response.statusCode).toBe(201);
        const db = api.runtime.database.db;
        const [file] = await db
          .select()
          .from(leadFiles)
          .where(eq(leadFiles.leadId, response.json().data.id));
        expect(file).toMatchObject({ originalName: name, mimeType, size: bytes.length });

        const download = await api.app.inject({
          method: 'GET',
          url: `/admin/api/files/${file?.id}`,
          headers: ADMIN_AUTH,
        });
        expect(download.statusCode).toBe(200);
        expect(download.headers['content-type']).toBe(mimeType);
        expect(download.headers['content-disposition']).toContain(
          `filename*=UTF-8''${encodeURIComponent(name)}`,
        );
        expect(download.rawPayload.equals(bytes)).toBe(true);
      },
    );
  });

  // No form sends a file as JSON; whatever the lead call does with one, these are never stored.
  it.each(refused)('refuses %s sent as base64 JSON and stores nothing', async (name, bytes) => {
    const before = await stored();
    const response = await postWithFile(name, bytes);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().fields).toHaveProperty('file');
    expect(await stored()).toEqual(before);
  });

  it('hands a file stored under another name back with the extension of its content', async () => {
    // A row from before names were checked: a PDF kept as `cv.pdf.lnk`.
    const accepted = await uploadResume('cv.pdf', pdf);
    const db = api.runtime.database.db;
    const leadId = accepted.json().data.id;
    await db
      .update(leadFiles)
      .set({ originalName: 'cv.pdf.lnk' })
      .where(eq(leadFiles.leadId, leadId));
    const [file] = await db.select().from(leadFiles).where(eq(leadFiles.leadId, leadId));
    const download = await api.app.inject({
      method: 'GET',
      url: `/admin/api/files/${file?.id}`,
      headers: ADMIN_AUTH,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="cv.pdf.lnk.pdf"; filename*=UTF-8''cv.pdf.lnk.pdf`,
    );
  });
});
