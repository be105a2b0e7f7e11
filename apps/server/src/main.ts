// The web server's entry point. React, React DOM and React Router choose their development or
// production build from NODE_ENV when first loaded, and the development builds render several
// times slower: unless told otherwise, this process serves production. The server itself is a
// separate bundle (serve.js), imported only once NODE_ENV is settled.
//
// Its heap is bounded by the launch command, Node's own way:
// `node --max-old-space-size=320 dist/apps/server/main.js` (`npm start`, `nx serve`, the e2e and
// bench launchers), or NODE_OPTIONS=--max-old-space-size=320. Without it V8 sizes the heap from
// the machine's memory and a server that has rendered thousands of distinct pages holds
// hundreds of MB of garbage.
process.env['NODE_ENV'] ??= 'production';

const serverBundle = './serve.js';
await import(serverBundle);
export {};
