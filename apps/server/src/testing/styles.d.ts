// The shared layout's styles, as its own styles.d.ts declares them: the test stand-in site
// (content-site.ts) reads content through the layout's loaders, whose modules import styles.
declare module '*.module.scss' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';
