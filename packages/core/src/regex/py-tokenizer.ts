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

/**
 * A class rather than a closure object: the parser reads `next` for every character, and a
 * field read is much cheaper than a getter call before V8 optimises (patterns are parsed cold,
 * at start-up).
 */
class PyTokenizer implements Tokenizer {
  next: string | null = null;
  readonly chars: readonly string[];
  #index = 0;
  /** Code points in `next` (1, or 2 for an escape). */
  #nextLength = 0;

  constructor(source: string) {
    this.chars = Array.from(source);
    this.#advance();
  }

  #advance(): void {
    const { chars } = this;
    let i = this.#index;
    let char = chars[i];
    if (char === undefined) {
      this.next = null;
      this.#nextLength = 0;
      return;
    }
    if (char === '\\') {
      i += 1;
      const escaped = chars[i];
      if (escaped === undefined) throw new PyReError('bad escape (end of pattern)', chars.length - 1);
      char += escaped;
    }
    this.#nextLength = i + 1 - this.#index;
    this.#index = i + 1;
    this.next = char;
  }

  match(char: string): boolean {
    if (char === this.next) {
      this.#advance();
      return true;
    }
    return false;
  }

  get(): string | null {
    const current = this.next;
    this.#advance();
    return current;
  }

  getwhile(n: number, charset: string): string {
    let result = '';
    for (let k = 0; k < n; k++) {
      const c = this.next;
      if (c === null || c.length !== 1 || !charset.includes(c)) break;
      result += c;
      this.#advance();
    }
    return result;
  }

  getuntil(terminator: string, name: string): string {
    let result = '';
    for (;;) {
      const c = this.next;
      this.#advance();
      if (c === null) {
        if (!result) throw this.error(`missing ${name}`);
        throw this.error(`missing ${terminator}, unterminated name`, Array.from(result).length);
      }
      if (c === terminator) {
        if (!result) throw this.error(`missing ${name}`, 1);
        break;
      }
      result += c;
    }
    return result;
  }

  tell(): number {
    return this.#index - this.#nextLength;
  }

  seek(index: number): void {
    this.#index = index;
    this.#advance();
  }

  error(msg: string, offset = 0): PyReError {
    return new PyReError(msg, this.tell() - offset);
  }
}

export function createTokenizer(source: string): Tokenizer {
  return new PyTokenizer(source);
}
