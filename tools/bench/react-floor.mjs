#!/usr/bin/env node
// `npm run bench:react-floor -- --url http://localhost:3000/`: a benchmark, not a test. What React
// alone costs to stream a page's HTML: fetches the page from a running server (as a browser),
// rebuilds its <body> as a tree of plain React elements (the same tags, attributes and text, no
// components, hooks, router, texts or data) and times React's own server render of that tree,
// `renderToString` and `renderToPipeableStream` into a stream that drops the bytes. That is the
// floor of a full render of the page by this stack (issue 17, goal 3): the page's own render can
// only add to it. Prints ms per page and the req/s that allows on one core.
//   node tools/bench/react-floor.mjs --url <page> [--runs 300]
import { JSDOM } from 'jsdom';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { createElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

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

// HTML attribute names that React spells differently; the rest are camel-cased (data-* and
// aria-* stay as they are).
const reactNames = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  crossorigin: 'crossOrigin',
  viewbox: 'viewBox',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  datetime: 'dateTime',
  autocomplete: 'autoComplete',
  referrerpolicy: 'referrerPolicy',
  hreflang: 'hrefLang',
  imagesizes: 'imageSizes',
  imagesrcset: 'imageSrcSet',
  'xlink:href': 'xlinkHref',
};
const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
let elements = 0;

function styleObject(text) {
  const style = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    style[name.startsWith('--') ? name : camel(name)] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function toReact(node, key) {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  elements++;
  const tag = node.tagName.toLowerCase();
  const props = { key };
  for (const attribute of node.attributes) {
    const { name, value } = attribute;
    if (name === 'style') props.style = styleObject(value);
    else if (name.startsWith('data-') || name.startsWith('aria-')) props[name] = value;
    else props[reactNames[name] ?? camel(name)] = value;
  }
  if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'noscript') {
    return createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: node.innerHTML } });
  }
  const children = [...node.childNodes].map(toReact).filter((child) => child !== null);
  return createElement(tag, props, ...(children.length ? [children] : []));
}

const body = toReact(document.body, 'body');
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
