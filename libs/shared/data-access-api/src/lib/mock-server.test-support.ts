// Shared by the tests (not part of the library build): the mock API on msw, and what reached it.
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createApiHandlers } from '../testing';

export const API_BASE = 'http://api.test/api/v1';
/** A fixed clock: the seed content's upcoming and archived events split the same way every run. */
export const NOW = new Date('2026-11-20T12:00:00Z');

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body or the multipart form, read when the request started. */
  body: Promise<{ json?: Record<string, unknown>; form?: FormData }>;
}

async function readBody(request: Request): Promise<Awaited<SeenRequest['body']>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return { json: await request.json() };
  if (type.includes('multipart/form-data')) return { form: await request.formData() };
  return {};
}

/** Starts msw with the seed-content handlers for the file's tests; `seen` lists every request. */
export function startMockApi() {
  const seen: SeenRequest[] = [];
  // Records every request, then falls through to the handlers (it returns no response).
  const recorder = http.all('*', async ({ request }) => {
    const copy = request.clone();
    const body = readBody(copy);
    seen.push({ method: copy.method, url: new URL(copy.url), headers: copy.headers, body });
    await body.catch(() => undefined);
  });
  const server = setupServer(recorder, ...createApiHandlers({ now: () => NOW }));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => server.close());
  return { server, seen };
}
