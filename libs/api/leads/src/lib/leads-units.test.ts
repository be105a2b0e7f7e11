import { readFileSync } from 'node:fs';
import path from 'node:path';
import { verifyCaptcha } from './captcha';
import { checkDocument } from './files';
import { requestHash } from './idempotency';

/** Real files written by LibreOffice, kept with the API's upload tests. */
const sample = (name: string) =>
  readFileSync(path.resolve(__dirname, '../../../http/src/testing/documents', name));

const log = { warn: jest.fn() };

describe('checkDocument', () => {
  const pdf = sample('cv.pdf');

  it('accepts a pdf by content and keeps only the base name', async () => {
    await expect(checkDocument('C:\\Users\\me\\cv.pdf', pdf)).resolves.toMatchObject({
      originalName: 'cv.pdf',
      mimeType: 'application/pdf',
      extension: 'pdf',
    });
  });

  it('accepts a Word 97 file named .doc, not a spreadsheet named .doc nor a Word file named .xls', async () => {
    await expect(checkDocument('cv.doc', sample('cv.doc'))).resolves.toMatchObject({
      mimeType: 'application/msword',
      extension: 'doc',
    });
    await expect(checkDocument('cv.doc', sample('sheet.xls'))).rejects.toMatchObject({
      statusCode: 415,
      fields: { file: 'wrong-file' },
    });
    await expect(checkDocument('cv.xls', sample('cv.doc'))).rejects.toMatchObject({
      statusCode: 415,
    });
  });

  it('needs the name and the content to agree', async () => {
    await expect(checkDocument('cv.docx', pdf)).rejects.toMatchObject({ statusCode: 415 });
    await expect(checkDocument('cv.pdf', sample('cv.docx'))).rejects.toMatchObject({
      statusCode: 415,
    });
    await expect(checkDocument('cv.pdf.exe', pdf)).rejects.toMatchObject({ statusCode: 415 });
    await expect(checkDocument('CV.PDF', pdf)).resolves.toMatchObject({ extension: 'pdf' });
  });

  it('keeps the extension of a name too long to keep whole', async () => {
    const checked = await checkDocument(`${'x'.repeat(400)}.pdf`, pdf);
    expect(checked.originalName).toHaveLength(255);
    expect(checked.originalName.endsWith('.pdf')).toBe(true);
  });

  it('refuses other content (415), empty files (400) and files over 10 MB (413)', async () => {
    await expect(
      checkDocument('cv.pdf', Buffer.from('MZ\x90\x00 not a pdf')),
    ).rejects.toMatchObject({ statusCode: 415 });
    await expect(checkDocument('cv.pdf', Buffer.alloc(0))).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      checkDocument('cv.pdf', Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)])),
    ).rejects.toMatchObject({ statusCode: 413 });
  });
});

describe('requestHash', () => {
  it('ignores key order and the captcha token, not the content', () => {
    expect(requestHash({ a: 1, b: { c: 2, d: 3 }, captchaToken: 'x' })).toBe(
      requestHash({ b: { d: 3, c: 2 }, a: 1, captchaToken: 'y' }),
    );
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});

describe('verifyCaptcha', () => {
  const options = (fetchImpl: typeof fetch) => ({
    secret: 's',
    verifyUrl: 'http://captcha.test/validate',
    fetch: fetchImpl,
  });

  it('does nothing without a secret', async () => {
    const fetchImpl = jest.fn();
    await verifyCaptcha({ verifyUrl: 'http://x' }, undefined, '1.2.3.4', log);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('passes an ok token and refuses a failed or missing one with 403', async () => {
    const answer = (status: string) =>
      (async () => Response.json({ status })) as unknown as typeof fetch;
    await expect(
      verifyCaptcha(options(answer('ok')), 't', '1.2.3.4', log),
    ).resolves.toBeUndefined();
    await expect(
      verifyCaptcha(options(answer('failed')), 't', '1.2.3.4', log),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      verifyCaptcha(options(answer('ok')), undefined, '1.2.3.4', log),
    ).rejects.toMatchObject({ statusCode: 403 });
  });

  it('lets the lead through when the provider is down, and says so in the log', async () => {
    const down = (async () => {
      throw new Error('ECONNREFUSED');
    }) as unknown as typeof fetch;
    await expect(verifyCaptcha(options(down), 't', '1.2.3.4', log)).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(
      { reason: 'ECONNREFUSED' },
      expect.stringContaining('unreachable'),
    );
  });
});
