import { verifyCaptcha } from './captcha';
import { checkDocument } from './files';
import { requestHash } from './idempotency';

const log = { warn: jest.fn() };

describe('checkDocument', () => {
  const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
  const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);

  it('accepts a pdf by content and keeps only the base name', async () => {
    await expect(checkDocument('C:\\Users\\me\\cv.pdf', pdf)).resolves.toMatchObject({
      originalName: 'cv.pdf',
      mimeType: 'application/pdf',
    });
  });

  it('accepts an OLE file only when it is named .doc', async () => {
    await expect(checkDocument('cv.doc', ole)).resolves.toMatchObject({
      mimeType: 'application/msword',
    });
    await expect(checkDocument('sheet.xls', ole)).rejects.toMatchObject({ statusCode: 415 });
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
