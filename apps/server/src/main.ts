// The web server's entry point. React, React DOM and React Router choose their development or
// production build from NODE_ENV when first loaded, and the development builds render several
// times slower: unless told otherwise, this process serves production. The server itself is a
// separate bundle (serve.js), imported only once NODE_ENV is settled.
process.env['NODE_ENV'] ??= 'production';

// V8 sizes its heap from the machine's memory (about 4.5 GB here) and collects lazily, so a
// server that has rendered a few thousand distinct pages holds hundreds of MB of garbage. A
// bounded heap (MAX_HEAP_MB, 320 by default; 0 leaves V8's own) keeps its memory predictable:
// the process replaces itself once with the flag, keeping its id, arguments and environment.
const maxHeapMb = Number(process.env['MAX_HEAP_MB'] ?? 320);
if (
  Number.isInteger(maxHeapMb) &&
  maxHeapMb >= 128 &&
  !process.env['CORP_HEAP_BOUNDED'] &&
  !process.execArgv.some((arg) => arg.startsWith('--max-old-space-size')) &&
  typeof process.execve === 'function'
) {
  process.execve(
    process.execPath,
    [
      process.execPath,
      `--max-old-space-size=${maxHeapMb}`,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { ...process.env, CORP_HEAP_BOUNDED: '1' },
  );
}

const serverBundle = './serve.js';
await import(serverBundle);
export {};
