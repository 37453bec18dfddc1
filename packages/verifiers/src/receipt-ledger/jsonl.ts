/** One non-blank line of a JSONL file. */
export interface JsonlLine {
  /** 1-based line number. */
  line: number;
  text: string;
  /** The parsed JSON object; `undefined` when the line is not a JSON object. */
  value: Record<string, unknown> | undefined;
  /** Why the line is not a JSON object (set iff `value` is undefined). */
  problem?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Splits JSONL text into its non-blank lines (`\n`, with `\r\n` tolerated) and parses each as a
 * JSON object. Never throws: a line that is not a JSON object carries a `problem`.
 */
export function parseJsonl(text: string): JsonlLine[] {
  // A junk file throws once per line; without a stack trace to capture, that is ~3x cheaper.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return parseLines(text);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

function parseLines(text: string): JsonlLine[] {
  const out: JsonlLine[] = [];
  const lines = text.split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      out.push({ line: index + 1, text: line, value: undefined, problem: error instanceof Error ? error.message : String(error) });
      continue;
    }
    if (isObject(value)) out.push({ line: index + 1, text: line, value });
    else out.push({ line: index + 1, text: line, value: undefined, problem: `a JSON ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}, not an object` });
  }
  return out;
}
