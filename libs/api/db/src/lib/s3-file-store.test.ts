import { startS3StandIn } from '../testing/s3-stand-in';
import type { S3StandIn } from '../testing/s3-stand-in';
import type { FileStore } from './file-store';
import { s3ConfigFromEnv, s3FileStore } from './s3-file-store';

async function* chunksOf(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function readAll(stream: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('the S3 file store, against a stand-in S3 server', () => {
  let s3: S3StandIn;
  let store: FileStore;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    const parsed = s3ConfigFromEnv({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    if (!('config' in parsed)) throw new Error('config expected');
    expect(parsed.config.region).toBe('us-east-1');
    store = s3FileStore(parsed.config, { partSize: 64 * 1024 });
  });
  afterAll(() => s3.close());

  it('names the variables it misses', () => {
    expect(s3ConfigFromEnv({ S3_BUCKET: 'b' })).toEqual({
      missing: ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    });
  });

  it('puts, reads, sizes, reads a range of and removes a file (path-style, signed)', async () => {
    const bytes = Buffer.from('a brochure, say');
    const name = await store.put({} as never, bytes, 'pdf');
    expect(name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(s3.objects.get(name)).toEqual(bytes);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'PUT', path: `/${s3.bucket}/${name}` });
    expect(await store.get(name)).toEqual(bytes);
    expect(await store.size(name)).toBe(bytes.length);
    expect(await readAll(store.read(name, { start: 2, end: 9 }))).toEqual(bytes.subarray(2, 10));
    expect(await readAll(store.read(name))).toEqual(bytes);
    await store.remove(name);
    expect(s3.objects.has(name)).toBe(false);
    expect(await store.get(name)).toBeUndefined();
    expect(await store.size(name)).toBeUndefined();
  });

  it('streams a small file as one object and a large one as a multipart upload', async () => {
    const small = Buffer.alloc(1000, 1);
    const one = await store.putStream(chunksOf(small, 100), 'mp4');
    expect(one.size).toBe(1000);
    expect(s3.objects.get(one.name)).toEqual(small);

    const large = Buffer.alloc(200_000);
    for (let i = 0; i < large.length; i++) large[i] = i % 253;
    const before = s3.requests.length;
    const many = await store.putStream(chunksOf(large, 10_000), 'mp4');
    expect(many.size).toBe(large.length);
    expect(s3.objects.get(many.name)).toEqual(large);
    const calls = s3.requests.slice(before).map((request) => request.method);
    // Create, three parts of at least 64 kB (70, 70 and the last 60 kB), complete.
    expect(calls).toEqual(['POST', 'PUT', 'PUT', 'PUT', 'POST']);
  });

  it('aborts the multipart upload and keeps nothing when the stream fails', async () => {
    async function* failing() {
      yield Buffer.alloc(100_000, 2);
      yield Buffer.alloc(100_000, 3);
      throw new Error('the upload broke off');
    }
    const keys = [...s3.objects.keys()];
    await expect(store.putStream(failing(), 'webm')).rejects.toThrow('the upload broke off');
    expect([...s3.objects.keys()]).toEqual(keys);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(s3.requests.at(-1)?.query).toContain('uploadId=');
  });

  it('is refused by a server that does not know its key', async () => {
    const stranger = s3FileStore({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      accessKeyId: 'SOMEONEELSE',
      secretAccessKey: 'x',
    });
    await expect(stranger.put({} as never, Buffer.from('x'), 'pdf')).rejects.toThrow();
  });
});
