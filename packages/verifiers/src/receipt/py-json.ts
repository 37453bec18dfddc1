/**
 * `json.loads` for one line: `JSON.parse`, falling back to Python's extra literals (`NaN`,
 * `Infinity`, `-Infinity`) outside strings only when `JSON.parse` rejects the text.
 */
export function parsePythonJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    if (/NaN|Infinity/.test(text)) {
      const replaced = replaceOutsideStrings(text);
      if (replaced !== undefined) {
        try {
          return { ok: true, value: JSON.parse(replaced) };
        } catch {
          // fall through to the original error
        }
      }
    }
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function replaceOutsideStrings(text: string): string | undefined {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (text.startsWith('-Infinity', i)) {
      out += 'null';
      i += 9;
    } else if (text.startsWith('Infinity', i)) {
      out += 'null';
      i += 8;
    } else if (text.startsWith('NaN', i)) {
      out += 'null';
      i += 3;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}
