#!/usr/bin/env node
// `npm run bench:react-floor -- --url http://localhost:3000/`: a benchmark, not a test. What React
// alone costs to stream a page's HTML: fetches the page from a running server (as a browser),
// rebuilds its <body> as a tree of plain React elements (html-tree.mjs: the same tags, attributes,
// text and Suspense boundaries, no components, hooks, router, texts or data) and times React's own server render of that tree,
// `renderToString` and `renderToPipeableStream` into a stream that drops the bytes. That is the
// floor of a full render of the page by this stack (issue 17, goal 3): the page's own render can
// only add to it. Prints ms per page and the req/s that allows on one core.
//   node tools/bench/react-floor.mjs --url <page> [--runs 300]
import { JSDOM } from 'jsdom';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { htmlTree, treeElement } from './html-tree.mjs';

// React's production build, as the built server has (React picks its build by NODE_ENV when
// first imported; its development build is several times slower).
process.env.NODE_ENV = 'production';
const React = await import('react');
const { renderToPipeableStream, renderToString } = await import('react-dom/server');

const { values: options } = parseArgs({
  options: { url: { type: 'string' }, runs: { type: 'string', default: '300' } },
});
if (!options.url) throw new Error('--url <page of a running server> is required');
const runs = Number(options.runs);

const response = await fetch(options.url, {
  headers: {
    // A browser, so React Router streams the page as it does for visitors.
    'user-agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  },
});
if (!response.ok) throw new Error(`GET ${options.url}: ${response.status}`);
const html = await response.text();
const { document } = new JSDOM(html).window;

const counter = { elements: 0 };
const body = treeElement(htmlTree(document.body, counter), React, 'body');
const { elements } = counter;
const bytes = Buffer.byteLength(html);

const streamOnce = () =>
  new Promise((resolve, reject) => {
    const sink = new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
      final(done) {
        resolve();
        done();
      },
    });
    const { pipe } = renderToPipeableStream(body, {
      onShellReady: () => pipe(sink),
      onShellError: reject,
    });
  });

// React warns about attributes it does not know (the rebuilt tree is not a real app's).
const warn = console.error;
console.error = () => undefined;
async function time(render) {
  for (let i = 0; i < Math.min(50, runs); i++) await render();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await render();
  return (performance.now() - started) / runs;
}
const stringMs = await time(() => renderToString(body));
const streamMs = await time(streamOnce);
console.error = warn;

console.log(
  `${options.url}: ${Math.round(bytes / 1024)} kB of HTML, ${elements} elements in <body>; React alone, mean of ${runs}:`,
);
console.log(
  `  renderToString          ${stringMs.toFixed(2)} ms/page  (${Math.round(1000 / stringMs)} pages/s on one core)`,
);
console.log(
  `  renderToPipeableStream  ${streamMs.toFixed(2)} ms/page  (${Math.round(1000 / streamMs)} pages/s on one core)`,
);
