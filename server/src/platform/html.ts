import { parseFragment, serialize, type DefaultTreeAdapterTypes as T } from 'parse5';

/**
 * Allow-list HTML sanitizer for content shown as HTML (info pages, articles, announcements, notifications).
 * The input is parsed by parse5 (the HTML5 parsing algorithm browsers use), every node is checked against the
 * lists below, and the tree is serialised again, so what a browser sees is exactly what was checked.
 * - Elements outside ALLOWED are unwrapped (their text stays); those in DROPPED go with everything inside.
 * - Attributes outside the element's list go, as do all `on*`, `style` and `srcset` attributes.
 * - `href`/`src` keep only http(s), mailto (links) and same-site relative URLs; `javascript:`, `data:`,
 *   `vbscript:` and protocol-relative `//host` are removed, including when hidden by entities, case or
 *   control characters.
 * - Links leaving the site get `rel="noopener noreferrer"`; comments are removed; nothing of the SVG or MathML
 *   namespaces survives.
 */

const ALLOWED: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  p: [],
  br: [],
  hr: [],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sup: [],
  sub: [],
  code: [],
  pre: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  span: [],
  div: [],
};

/** Removed together with their contents: code, embedded documents, forms and foreign markup. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'title',
  'head',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'portal',
]);

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** Whether a URL is safe to keep: http(s), mailto (when `mail`), or relative to this site. */
export function isSafeUrl(raw: string, opts: { mail: boolean } = { mail: true }): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so compare without them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const url = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (url === '') return false;
  if (url.startsWith('//') || url.startsWith('/\\') || url.startsWith('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url);
  if (!scheme) return !url.includes(':') || /^[/?#]/.test(url);
  if (scheme[1] === 'http' || scheme[1] === 'https') return true;
  return opts.mail && scheme[1] === 'mailto';
}

function cleanAttrs(el: T.Element): T.Element['attrs'] {
  const allowed = ALLOWED[el.tagName] ?? [];
  const kept: T.Element['attrs'] = [];
  for (const attr of el.attrs) {
    if (attr.namespace || !allowed.includes(attr.name)) continue;
    const value = attr.value;
    if (attr.name === 'href' && !isSafeUrl(value)) continue;
    if (attr.name === 'src' && !isSafeUrl(value, { mail: false })) continue;
    if (attr.name === 'target' && value !== '_blank') continue;
    if (attr.name === 'rel') continue; // set below from the link itself
    if (['width', 'height', 'colspan', 'rowspan', 'start'].includes(attr.name) && !/^\d{1,4}$/.test(value)) continue;
    if (attr.name === 'id' && !/^[a-z][a-z0-9-]{0,63}$/i.test(value)) continue;
    kept.push({ name: attr.name, value });
  }
  if (el.tagName === 'a') {
    const href = kept.find((a) => a.name === 'href')?.value ?? '';
    const leaves = /^\s*https?:/i.test(href) || kept.some((a) => a.name === 'target');
    if (leaves) kept.push({ name: 'rel', value: 'noopener noreferrer' });
  }
  return kept;
}

function cleanChildren(parent: T.ParentNode): void {
  const out: T.ChildNode[] = [];
  for (const node of parent.childNodes) {
    if (node.nodeName === '#text') {
      out.push(node);
      continue;
    }
    if (!('tagName' in node)) continue; // comments, doctypes
    const el = node as T.Element;
    const name = el.tagName.toLowerCase();
    if (el.namespaceURI !== HTML_NS || DROPPED.has(name)) continue;
    // A template's content lives apart from its children; templates are dropped above, so none remain.
    cleanChildren(el);
    if (name in ALLOWED) {
      el.attrs = cleanAttrs(el);
      el.parentNode = parent;
      out.push(el);
    } else {
      for (const child of el.childNodes) {
        child.parentNode = parent;
        out.push(child);
      }
    }
  }
  parent.childNodes = out;
}

/** Sanitises an HTML fragment (see the file comment). Idempotent: sanitising the result changes nothing. */
export function sanitizeHtml(html: string): string {
  const fragment = parseFragment(html);
  cleanChildren(fragment);
  return serialize(fragment);
}
