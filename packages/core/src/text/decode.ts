export interface DecodeOptions {
  /** Drop a leading U+FEFF (default false: Python's `utf-8` codec keeps it). */
  stripBom?: boolean;
  /** Translate `\r\n` and lone `\r` to `\n`, as Python's universal-newline text mode does. */
  universalNewlines?: boolean;
}

/**
 * Decodes UTF-8 with every invalid sequence replaced by U+FFFD (Python's `errors="replace"`
 * gives the same count of replacement characters for the sequences WHATWG defines), never
 * throwing.
 */
export function decodeUtf8(bytes: Uint8Array, options: DecodeOptions = {}): string {
  let text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  if (options.stripBom && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (options.universalNewlines) text = toUniversalNewlines(text);
  return text;
}

/** `\r\n` and lone `\r` become `\n`. */
export function toUniversalNewlines(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/** True when the bytes are not valid UTF-8. */
export function isInvalidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return false;
  } catch {
    return true;
  }
}
