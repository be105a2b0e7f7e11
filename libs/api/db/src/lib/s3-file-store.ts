import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { newName } from './file-store';
import type { FileStore } from './file-store';

/** Where an S3-compatible bucket is (`FILE_STORE=s3`, the `S3_*` variables). */
export interface S3StoreConfig {
  /** `S3_ENDPOINT`: an S3-compatible service's URL (MinIO, Ceph …); unset for AWS itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * The S3 store's settings from the environment, or the names of the variables that are missing.
 * `S3_REGION` defaults to us-east-1 (what most S3-compatible services accept).
 */
export function s3ConfigFromEnv(
  env: NodeJS.ProcessEnv,
): { config: S3StoreConfig } | { missing: string[] } {
  const required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = required.filter((name) => !env[name]?.trim());
  if (missing.length) return { missing };
  const endpoint = env['S3_ENDPOINT']?.trim();
  return {
    config: {
      ...(endpoint ? { endpoint } : {}),
      bucket: String(env['S3_BUCKET']).trim(),
      region: env['S3_REGION']?.trim() || 'us-east-1',
      accessKeyId: String(env['S3_ACCESS_KEY_ID']).trim(),
      secretAccessKey: String(env['S3_SECRET_ACCESS_KEY']),
    },
  };
}

/** A stream's bytes gathered into parts of at least `size` (the last may be smaller). */
async function* parts(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    pending.push(chunk);
    length += chunk.length;
    if (length >= size) {
      yield Buffer.concat(pending);
      pending = [];
      length = 0;
    }
  }
  if (length > 0) yield Buffer.concat(pending);
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * Files in an S3-compatible bucket (`FILE_STORE=s3`): every process of a deployment reads what
 * any of them stored, and the database stays small. Path-style addressing (what S3-compatible
 * services expect). A stream goes up as one object when it fits in one part (8 MB), else as a
 * multipart upload part by part (aborted when the stream fails): at most one part in memory.
 */
export function s3FileStore(config: S3StoreConfig, options: { partSize?: number } = {}): FileStore {
  const partSize = options.partSize ?? 8 * 1024 * 1024;
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where the API requires them: S3-compatible services differ on the rest.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const putObject = (Key: string, Body: Buffer) =>
    client.send(new PutObjectCommand({ Bucket, Key, Body, ContentLength: Body.length }));
  const remove = async (Key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  };

  return {
    kind: 's3',
    async put(_writer, bytes, extension) {
      const name = newName(extension);
      await putObject(name, bytes);
      return name;
    },
    async putStream(source, extension) {
      const Key = newName(extension);
      const iterator = parts(source, partSize)[Symbol.asyncIterator]();
      const first = await iterator.next();
      const head = first.done ? Buffer.alloc(0) : first.value;
      const second = first.done ? first : await iterator.next();
      if (second.done) {
        await putObject(Key, head);
        return { name: Key, size: head.length };
      }
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
      const done: { ETag: string | undefined; PartNumber: number }[] = [];
      let size = 0;
      try {
        const upload = async (Body: Buffer) => {
          const PartNumber = done.length + 1;
          const part = await client.send(
            new UploadPartCommand({
              Bucket,
              Key,
              UploadId,
              PartNumber,
              Body,
              ContentLength: Body.length,
            }),
          );
          done.push({ ETag: part.ETag, PartNumber });
          size += Body.length;
        };
        await upload(head);
        await upload(second.value);
        for (let next = await iterator.next(); !next.done; next = await iterator.next())
          await upload(next.value);
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId,
            MultipartUpload: { Parts: done },
          }),
        );
      } catch (error) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
          .catch(() => undefined);
        throw error;
      }
      return { name: Key, size };
    },
    discard: remove,
    remove,
    async get(Key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw error;
      }
    },
    async size(Key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return head.ContentLength;
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw error;
      }
    },
    read(Key, range) {
      return Readable.from(
        (async function* () {
          const object = await client.send(
            new GetObjectCommand({
              Bucket,
              Key,
              ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
            }),
          );
          if (object.Body) yield* object.Body as unknown as AsyncIterable<Buffer>;
        })(),
        { objectMode: false },
      );
    },
  };
}
