/**
 * @jest-environment node
 */
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { HydrationBoundary } from './lib/hydration/HydrationBoundary';
import { handleError, PAGE_CHUNK_SIZE } from './entry.server';

/** The HTML React streams for the element once everything is rendered. */
function streamed(element: ReactNode, progressiveChunkSize?: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize,
      onShellReady() {
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

describe('page parts in the streamed HTML', () => {
  // A page's content as long as the longer ones (20 kB of HTML).
  const page = (
    <div>
      <header>Header</header>
      <HydrationBoundary>
        <main>
          {Array.from({ length: 200 }, (_, i) => (
            <p
              key={i}
            >{`Paragraph ${i} of a long page, with enough text to weigh a hundred bytes.`}</p>
          ))}
        </main>
      </HydrationBoundary>
      <footer>Footer</footer>
    </div>
  );

  it('sends a long part in place, between the header and the footer', async () => {
    const html = await streamed(page, PAGE_CHUNK_SIZE);
    expect(html.length).toBeGreaterThan(15_000);
    expect(html).toMatch(/<header>Header<\/header><!--\$--><main><p>Paragraph 0 /);
    expect(html).toMatch(/Paragraph 199 .*<\/main><!--\/\$--><footer>Footer<\/footer>/);
    // No part sent later and moved into place by a script.
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toContain('<script');
  });

  it("is needed: with React's default the part would follow the document, moved by a script", async () => {
    const html = await streamed(page);
    expect(html).toContain('<!--$?-->');
    expect(html).toContain('<script');
  });
});

describe('handleError (server log)', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  const request = () => new Request('http://localhost/some/page/');

  it('does not log an unknown URL (404)', () => {
    handleError(new ErrorResponse(404, 'Not Found', new Error('No route matches URL')), {
      request: request(),
    });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a failing loader and a route error other than 404', () => {
    const failure = new Error('database down');
    handleError(failure, { request: request() });
    const inner = new Error('bad gateway');
    handleError(new ErrorResponse(502, 'Bad Gateway', inner, true), { request: request() });
    expect(log.mock.calls).toEqual([[failure], [inner]]);
  });

  it('does not log a request the visitor abandoned', () => {
    const controller = new AbortController();
    controller.abort();
    handleError(new Error('aborted render'), {
      request: new Request('http://localhost/', { signal: controller.signal }),
    });
    expect(log).not.toHaveBeenCalled();
  });
});
