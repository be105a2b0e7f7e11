import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in saw: each request's method, path and query (for assertions). */
export interface S3Request {
  method: string;
  path: string;
  query: string;
}

export interface S3StandIn {
  /** `http://127.0.0.1:<port>`: the `S3_ENDPOINT`. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket's objects by key. */
  objects: Map<string, Buffer>;
  requests: S3Request[];
  close(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendXml(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'application/xml' }).end(xml(body));
}

const noSuchKey = (response: ServerResponse, head: boolean) =>
  head
    ? response.writeHead(404).end()
    : sendXml(response, 404, '<Error><Code>NoSuchKey</Code><Message>No such key</Message></Error>');

/**
 * A small S3-compatible server for tests, path-style (`/<bucket>/<key>`): PutObject, GetObject
 * (with `Range`), HeadObject, DeleteObject and the multipart upload calls, in memory. Requests
 * not signed with its access key (AWS signature v4's `Credential=<key>/…`) get a 403; the
 * signature itself is not checked.
 */
export async function startS3StandIn(): Promise<S3StandIn> {
  const bucket = 'media-test';
  const accessKeyId = 'TESTACCESSKEY';
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const requests: S3Request[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const method = request.method ?? 'GET';
      requests.push({ method, path: url.pathname, query: url.search });
      const auth = request.headers.authorization ?? '';
      if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`))
        return sendXml(response, 403, '<Error><Code>AccessDenied</Code></Error>');
      const [, bucketName, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (bucketName !== bucket || !key)
        return sendXml(response, 404, '<Error><Code>NoSuchBucket</Code></Error>');
      const uploadId = url.searchParams.get('uploadId');

      if (method === 'POST' && url.searchParams.has('uploads')) {
        const id = randomUUID();
        uploads.set(id, new Map());
        return sendXml(
          response,
          200,
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      if (method === 'PUT' && uploadId) {
        const partsOf = uploads.get(uploadId);
        if (!partsOf) return sendXml(response, 404, '<Error><Code>NoSuchUpload</Code></Error>');
        partsOf.set(Number(url.searchParams.get('partNumber')), await bodyOf(request));
        return response.writeHead(200, { etag: `"part-${partsOf.size}"` }).end();
      }
      if (method === 'POST' && uploadId) {
        const partsOf = uploads.get(uploadId);
        if (!partsOf) return sendXml(response, 404, '<Error><Code>NoSuchUpload</Code></Error>');
        await bodyOf(request);
        const ordered = [...partsOf.entries()].sort(([a], [b]) => a - b).map(([, part]) => part);
        objects.set(key, Buffer.concat(ordered));
        uploads.delete(uploadId);
        return sendXml(
          response,
          200,
          `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
        );
      }
      if (method === 'DELETE' && uploadId) {
        uploads.delete(uploadId);
        return response.writeHead(204).end();
      }
      if (method === 'PUT') {
        objects.set(key, await bodyOf(request));
        return response.writeHead(200, { etag: '"object"' }).end();
      }
      if (method === 'DELETE') {
        objects.delete(key);
        return response.writeHead(204).end();
      }
      if (method === 'GET' || method === 'HEAD') {
        const object = objects.get(key);
        if (!object) return noSuchKey(response, method === 'HEAD');
        const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
        const start = range ? Number(range[1]) : 0;
        const end = range ? Math.min(Number(range[2]), object.length - 1) : object.length - 1;
        const body = object.subarray(start, end + 1);
        response.writeHead(range ? 206 : 200, {
          'content-length': String(body.length),
          ...(range ? { 'content-range': `bytes ${start}-${end}/${object.length}` } : {}),
        });
        return response.end(method === 'HEAD' ? undefined : body);
      }
      return sendXml(response, 405, '<Error><Code>MethodNotAllowed</Code></Error>');
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey: 'test-secret-key',
    objects,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
