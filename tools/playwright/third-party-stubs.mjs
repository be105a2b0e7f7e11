// Stand-ins for the third-party browser scripts of spec §1 (live chat, call tracking, tracking
// pixel, ad-loader, marketing automation), served locally for the end-to-end tests: the tests
// configure the site with these URLs and never reach the internet. Each script records that it
// ran on `window.__thirdPartyLoaded`.
//
//   node tools/playwright/third-party-stubs.mjs 4310
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? process.env.PORT ?? 4310);
const pieces = new Set(['chat', 'calltracking', 'pixel', 'adloader', 'marketing']);

createServer((request, response) => {
  const name = new URL(request.url ?? '/', 'http://stub').pathname.replace(/^\/|\.js$/g, '');
  if (request.url === '/' || request.url === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (!pieces.has(name)) {
    response.writeHead(404).end();
    return;
  }
  response
    .writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    })
    .end(
      `(window.__thirdPartyLoaded = window.__thirdPartyLoaded || []).push(${JSON.stringify(name)});\n`,
    );
}).listen(port, '127.0.0.1', () => {
  console.log(`third-party stubs on http://127.0.0.1:${port}/`);
});
