// A page's server-rendered HTML as plain React elements: the same tags, attributes, text and
// Suspense boundaries, and no component, hook, router, text or data of the site. What React alone
// costs for that page is the floor under what this stack can cost for it: `bench:react-floor`
// streams the tree on the server, `bench:lighthouse --floor` hydrates it in the browser. Shared by
// both; `htmlTree` runs in Node (on a DOM: jsdom), `treeElement` in Node and in the browser.

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

/** Elements whose content React takes as HTML, not as children. */
const RAW = new Set(['script', 'style', 'template', 'noscript']);
/** React's markers of a Suspense boundary in server HTML: `<!--$-->` (also `$?`, `$!`) … `<!--/$-->`. */
const opensBoundary = (node) => node.nodeType === 8 && /^\$[?!]?$/.test(node.data);
const closesBoundary = (node) => node.nodeType === 8 && node.data === '/$';

/** The children of a node as trees; a Suspense boundary's content becomes a `['$suspense', …]` node. */
function childTrees(nodes, counter) {
  const out = [];
  for (let i = 0; i < nodes.length; i++) {
    if (opensBoundary(nodes[i])) {
      let depth = 1;
      let end = i + 1;
      for (; end < nodes.length; end++) {
        if (opensBoundary(nodes[end])) depth++;
        else if (closesBoundary(nodes[end]) && --depth === 0) break;
      }
      out.push(['$suspense', {}, childTrees(nodes.slice(i + 1, end), counter)]);
      i = end;
      continue;
    }
    const tree = htmlTree(nodes[i], counter);
    if (tree !== null) out.push(tree);
  }
  return out;
}

/**
 * A DOM node as a JSON-safe tree: a string for text, `[tag, props, children]` for an element
 * (props with React's names; `dangerouslySetInnerHTML` for script, style, template, noscript),
 * null for anything else. `counter.elements` counts the elements.
 */
export function htmlTree(node, counter = { elements: 0 }) {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  counter.elements++;
  const tag = node.tagName.toLowerCase();
  const props = {};
  for (const { name, value } of node.attributes) {
    if (name === 'style') props.style = styleObject(value);
    else if (name.startsWith('data-') || name.startsWith('aria-')) props[name] = value;
    else props[reactNames[name] ?? camel(name)] = value;
  }
  if (RAW.has(tag))
    return [tag, { ...props, dangerouslySetInnerHTML: { __html: node.innerHTML } }, []];
  return [tag, props, childTrees([...node.childNodes], counter)];
}

/** The React element of a tree (`createElement` and `Suspense` from the caller's React). */
export function treeElement(tree, React, key) {
  if (typeof tree === 'string') return tree;
  const [tag, props, children] = tree;
  const type = tag === '$suspense' ? React.Suspense : tag;
  const elements = children.map((child, index) => treeElement(child, React, index));
  return React.createElement(
    type,
    key === undefined ? props : { ...props, key },
    ...(elements.length ? [elements] : []),
  );
}
