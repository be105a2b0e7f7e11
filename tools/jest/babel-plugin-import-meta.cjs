/**
 * Jest runs modules as CommonJS, where `import.meta` is a syntax error. Vite-targeted code and
 * some ESM-only packages read `import.meta.env` / `import.meta.url`; rewrite both for jest.
 */
module.exports = function importMetaForJest({ types: t }) {
  return {
    name: 'import-meta-for-jest',
    visitor: {
      MetaProperty(path) {
        if (path.node.meta.name !== 'import' || path.node.property.name !== 'meta') return;
        const parent = path.parentPath;
        if (parent.isMemberExpression() && t.isIdentifier(parent.node.property, { name: 'url' })) {
          parent.replaceWithSourceString('require("node:url").pathToFileURL(__filename).href');
          return;
        }
        path.replaceWithSourceString(
          '({ env: { MODE: "test", DEV: false, PROD: false, SSR: typeof window === "undefined", BASE_URL: "/" }, url: require("node:url").pathToFileURL(__filename).href })',
        );
      },
    },
  };
};
