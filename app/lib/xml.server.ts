import { XMLBuilder } from 'fast-xml-parser';

/**
 * XML documents are built by fast-xml-parser's XMLBuilder, which escapes text and attribute values; nothing
 * here escapes by hand. Characters that XML 1.0 cannot carry at all (most C0 controls, lone surrogates) are
 * dropped from text first, since no escaping can represent them. See docs/decisions/0011.
 */

export const NS = {
  sitemap: 'http://www.sitemaps.org/schemas/sitemap/0.9',
  xhtml: 'http://www.w3.org/1999/xhtml',
  news: 'http://www.google.com/schemas/sitemap-news/0.9',
  atom: 'http://www.w3.org/2005/Atom',
} as const;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  processEntities: true,
  // The default writes an attribute whose value is "true" as a bare name, which is not XML.
  suppressBooleanAttributes: false,
  suppressEmptyNode: false,
  format: false,
});

const DECLARATION = { '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' } };

/** A whole document: the XML declaration, then `root` (attributes as `@_name`, text as `#text`). */
export function buildXml(root: Record<string, unknown>): string {
  return builder.build({ ...DECLARATION, ...root });
}

/** Drops what XML 1.0 cannot contain in any form (C0 controls other than tab/newline/CR, U+FFFE/F, lone surrogates). */
export function xmlText(value: string): string {
  return value.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}
