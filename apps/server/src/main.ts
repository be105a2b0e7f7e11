// The web server's entry point. React, React DOM and React Router choose their development or
// production build from NODE_ENV when first loaded, and the development builds render several
// times slower: unless told otherwise, this process serves production. The server itself is a
// separate bundle (serve.js), imported only once NODE_ENV is settled.
process.env['NODE_ENV'] ??= 'production';

const serverBundle = './serve.js';
await import(serverBundle);
export {};
