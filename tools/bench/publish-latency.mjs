// How long after a publish on one web process another process serves it (issue 43: "published
// means visible everywhere within 2 seconds"). Start two processes on one PostgreSQL database
// first, e.g.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ADMIN_USER=ops \
//   ADMIN_PASSWORD=measure-admin-pass NODE_ENV=production \
//   node_modules/.bin/node tools/playwright/two-web-processes.mjs 4800 4801
// then
//   npx node tools/bench/publish-latency.mjs http://localhost:4800 http://localhost:4801 ops measure-admin-pass 5
// Each run creates an event on A, warms B's caches, publishes on A and polls B every 20 ms for
// the event's page and the /events/ list; it prints the milliseconds after the publish answered.
const [A, B, login, password, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 5);
const signIn = await fetch(`${A}/admin/api/session`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ login, password }),
});
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const { csrfToken } = await signIn.json();
const h = { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
const source = await (
  await fetch(`${A}/admin/api/content/events/digital-mine-forum-2026`, { headers: h })
).json();
const results = [];
for (let i = 0; i < runs; i++) {
  const code = `latency-${Date.now().toString(36)}-${i}`;
  await fetch(`${A}/admin/api/content/events`, {
    method: 'POST',
    headers: h,
    body: JSON.stringify({ site: 'main', key: code }),
  });
  const en = { ...source.locales.en.published, code, name: `Latency ${code}`, promo: false };
  await fetch(`${A}/admin/api/content/events/${code}/en`, {
    method: 'PUT',
    headers: h,
    body: JSON.stringify({ data: en }),
  });
  // Warm B's caches with the list first, so the measure includes dropping them.
  await fetch(`${B}/events/`);
  await fetch(`${B}/events/${code}/`);
  const published = await fetch(`${A}/admin/api/content/events/${code}/publish`, {
    method: 'POST',
    headers: h,
    body: '{}',
  });
  const t0 = performance.now();
  if (!published.ok) throw new Error(`publish ${published.status} ${await published.text()}`);
  let detail, list;
  for (;;) {
    const now = performance.now() - t0;
    if (detail === undefined && (await fetch(`${B}/events/${code}/`)).status === 200)
      detail = performance.now() - t0;
    if (
      list === undefined &&
      (await (await fetch(`${B}/events/`)).text()).includes(`Latency ${code}`)
    )
      list = performance.now() - t0;
    if ((detail !== undefined && list !== undefined) || now > 30_000) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  results.push({ code, detailMs: Math.round(detail), listMs: Math.round(list) });
}
console.table(results);
