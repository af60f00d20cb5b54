import { DOMParser, type Element } from '@xmldom/xmldom';
import { XMLValidator } from 'fast-xml-parser';

/** The namespaces the sitemaps and feeds must declare. */
export const NS = {
  sitemap: 'http://www.sitemaps.org/schemas/sitemap/0.9',
  xhtml: 'http://www.w3.org/1999/xhtml',
  news: 'http://www.google.com/schemas/sitemap-news/0.9',
  atom: 'http://www.w3.org/2005/Atom',
} as const;

/**
 * Parses XML strictly with @xmldom/xmldom (namespace-aware; any warning or error fails), after fast-xml-parser's
 * validator has also accepted it. The two are independent of the builder the site uses.
 */
export function parseXml(text: string): Element {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new Error(`not well-formed XML: ${JSON.stringify(valid.err)}`);
  const document = new DOMParser({
    onError: (level, message) => {
      throw new Error(`XML ${level}: ${message}`);
    },
  }).parseFromString(text, 'text/xml');
  const root = document.documentElement;
  if (!root) throw new Error('no document element');
  return root;
}

/** Child elements of `parent` with this namespace and local name (direct children only). */
export function childElements(parent: Element, ns: string | null, localName: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE) {
      const element = node as Element;
      if (element.namespaceURI === ns && element.localName === localName) found.push(element);
    }
  }
  return found;
}

export function childElement(parent: Element, ns: string | null, localName: string): Element {
  const [first, ...rest] = childElements(parent, ns, localName);
  if (!first || rest.length > 0) throw new Error(`expected exactly one <${localName}> in <${parent.tagName}>`);
  return first;
}

export function childText(parent: Element, ns: string | null, localName: string): string {
  return childElement(parent, ns, localName).textContent ?? '';
}

/** Each <url> of a urlset: its loc, lastmod and xhtml:link alternates (hreflang → href). */
export function urlEntries(root: Element) {
  return childElements(root, NS.sitemap, 'url').map((url) => ({
    loc: childText(url, NS.sitemap, 'loc'),
    lastmod: childElements(url, NS.sitemap, 'lastmod')[0]?.textContent ?? null,
    alternates: Object.fromEntries(
      childElements(url, NS.xhtml, 'link').map((link) => {
        if (link.getAttribute('rel') !== 'alternate') throw new Error('xhtml:link without rel="alternate"');
        return [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? ''];
      }),
    ) as Record<string, string>,
    element: url,
  }));
}
