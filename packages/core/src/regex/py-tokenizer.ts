/** A port of CPython 3.11 `re._parser.Tokenizer`; positions count code points, as Python does. */

/** A Python `re.error` (or the OverflowError/RecursionError that `re.compile` can raise). */
export class PyReError extends Error {
  constructor(
    readonly msg: string,
    readonly pos: number | null,
  ) {
    super(msg);
    this.name = 'PyReError';
  }
}

/** `str(re.error)`: the message, ` at position N`, and the line/column when the pattern has a newline. */
export function formatPyReError(error: PyReError, chars: readonly string[]): string {
  if (error.pos === null) return error.msg;
  let out = `${error.msg} at position ${error.pos}`;
  if (chars.includes('\n')) {
    let line = 1;
    let lastNewline = -1;
    for (let i = 0; i < error.pos && i < chars.length; i++) {
      if (chars[i] === '\n') {
        line++;
        lastNewline = i;
      }
    }
    out += ` (line ${line}, column ${error.pos - lastNewline})`;
  }
  return out;
}

export interface Tokenizer {
  /** The next token: one character, or a backslash plus one character; `null` at the end. */
  readonly next: string | null;
  readonly chars: readonly string[];
  match(char: string): boolean;
  get(): string | null;
  getwhile(n: number, charset: string): string;
  getuntil(terminator: string, name: string): string;
  tell(): number;
  seek(index: number): void;
  error(msg: string, offset?: number): PyReError;
}

export function createTokenizer(source: string): Tokenizer {
  const chars = Array.from(source);
  let index = 0;
  let next: string | null = null;

  function advance(): void {
    let i = index;
    let char = chars[i];
    if (char === undefined) {
      next = null;
      return;
    }
    if (char === '\\') {
      i += 1;
      const escaped = chars[i];
      if (escaped === undefined) throw new PyReError('bad escape (end of pattern)', chars.length - 1);
      char += escaped;
    }
    index = i + 1;
    next = char;
  }

  const tell = (): number => index - (next === null ? 0 : Array.from(next).length);

  const tokenizer: Tokenizer = {
    get next() {
      return next;
    },
    chars,
    match(char) {
      if (char === next) {
        advance();
        return true;
      }
      return false;
    },
    get() {
      const current = next;
      advance();
      return current;
    },
    getwhile(n, charset) {
      let result = '';
      for (let k = 0; k < n; k++) {
        const c = next;
        if (c === null || c.length !== 1 || !charset.includes(c)) break;
        result += c;
        advance();
      }
      return result;
    },
    getuntil(terminator, name) {
      let result = '';
      for (;;) {
        const c = next;
        advance();
        if (c === null) {
          if (!result) throw tokenizer.error(`missing ${name}`);
          throw tokenizer.error(`missing ${terminator}, unterminated name`, Array.from(result).length);
        }
        if (c === terminator) {
          if (!result) throw tokenizer.error(`missing ${name}`, 1);
          break;
        }
        result += c;
      }
      return result;
    },
    tell,
    seek(to) {
      index = to;
      advance();
    },
    error(msg, offset = 0) {
      return new PyReError(msg, tell() - offset);
    },
  };
  advance();
  return tokenizer;
}
