// A stand-in for the marketing-automation webhook (MARKETING_WEBHOOK_URL) of the end-to-end
// servers: it answers every POST with 200 and keeps what it received, so a test can check the
// payload a lead reached marketing with (`marketingDelivery` in @corp/shared/testing-e2e).
//
//   node tools/playwright/marketing-webhook.mjs 4351
//
// POST /<any path>      a delivery: its path and JSON body are kept (the last 500)
// GET  /received?email= the deliveries whose body names that e-mail, oldest first
// GET  /health          200 once it listens
// POST /refuse?email=   from now on, deliveries naming that e-mail get 503 (a CRM that is down)
// POST /accept?email=   they are taken again
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? process.env.PORT ?? 4351);
const kept = 500;
const bodyLimit = 64 * 1024;
/** @type {{ path: string, body: unknown }[]} */
const received = [];
/** E-mail addresses whose deliveries are refused (503) until accepted again. */
const refused = new Set();

function send(response, status, body) {
  response
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://webhook');
  if (request.method === 'GET' && url.pathname === '/health') return send(response, 200, {});
  if (request.method === 'GET' && url.pathname === '/received') {
    const email = url.searchParams.get('email');
    return send(
      response,
      200,
      received.filter((delivery) => delivery.body?.email === email),
    );
  }
  if (request.method !== 'POST') return send(response, 405, {});
  if (url.pathname === '/refuse' || url.pathname === '/accept') {
    const email = url.searchParams.get('email') ?? '';
    if (url.pathname === '/refuse') refused.add(email);
    else refused.delete(email);
    return send(response, 200, { refused: [...refused] });
  }
  const chunks = [];
  let size = 0;
  request.on('data', (chunk) => {
    size += chunk.length;
    if (size <= bodyLimit) chunks.push(chunk);
  });
  request.on('end', () => {
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return send(response, 400, {});
    }
    if (refused.has(body?.email)) return send(response, 503, { error: 'refused by the test' });
    received.push({ path: url.pathname, body });
    if (received.length > kept) received.shift();
    send(response, 200, {});
  });
}).listen(port, '127.0.0.1', () => {
  console.log(`marketing webhook stand-in on http://127.0.0.1:${port}/`);
});
