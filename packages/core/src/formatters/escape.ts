/**
 * Escaping for everything we print (docs/guides/security.md): input text (file names, record
 * ids, messages quoting input) must not drive a terminal (ESC, OSC, bidi overrides), must not
 * split a line, and must not start a CI log line with `::` (a GitHub Actions workflow command,
 * e.g. `::add-mask::` or `::error::`).
 */

// C0 controls (tab and newline included), DEL, C1 controls, line/paragraph separators, and the
// bidirectional formatting characters that can reorder what a terminal shows.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Shows control and bidi characters as `\xHH` / `\uHHHH`, so a printed string is one inert line. */
export function visibleText(text: string): string {
  return text.replace(UNSAFE, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/**
 * A line whose content would start with `::` (GitHub Actions trims the line before looking for
 * a workflow command) gets its first colon escaped: only lines we write ourselves may be commands.
 */
export function safeLineStart(line: string): string {
  const at = line.search(/\S/);
  return at >= 0 && line.startsWith('::', at) ? `${line.slice(0, at)}\\x3a${line.slice(at + 1)}` : line;
}

/** Replaces unpaired surrogates with U+FFFD (what a URI, and many JSON readers, cannot hold). */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

const BIDI_IN_JSON = /[\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const BIDI_IN_JSON_ALL = new RegExp(BIDI_IN_JSON.source, 'g');

/**
 * JSON text with the characters `JSON.stringify` leaves raw but a terminal or editor acts on
 * (line separators, bidi overrides) written as `\uXXXX` escapes: the same JSON value, inert when
 * shown. (Control characters below U+0020 are escaped by `JSON.stringify` itself.)
 */
export function inertJson(json: string): string {
  return BIDI_IN_JSON.test(json) ? json.replace(BIDI_IN_JSON_ALL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`) : json;
}
