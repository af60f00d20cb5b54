const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON text in which `<`, `>`, `&`, U+2028 and U+2029 are \u escapes: the same value for every JSON parser,
 * but no string in it can close a `<script>` element, open a comment, or read as markup to a browser or proxy
 * that sniffs an API answer. For JSON embedded in HTML by hand and for the JSON API alike.
 */
export function htmlSafeJson(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('htmlSafeJson: the value is not JSON-serialisable');
  return json.replace(/[<>&\u2028\u2029]/g, (char) => ESCAPES[char] ?? char);
}
