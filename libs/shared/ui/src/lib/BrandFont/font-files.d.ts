/** Vite turns `…woff2?url` imports into the file's public URL (`/assets/…-hash.woff2`). */
declare module '*.woff2?url' {
  const url: string;
  export default url;
}
