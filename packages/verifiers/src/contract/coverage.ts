import { type Host, isInvalidUtf8, joinPath } from '@gauntlet/core';

/** The reference checker's tag grammar (check_contract_tags.py): letters-only category, `inv-t<digits>` id. */
export const STRICT_TAG = 'contract:[a-z]+:inv-t[0-9]+';
/** The schema-level grammar (`contract:<category>:<id>`, lowercase segments). */
export const SCHEMA_TAG = 'contract:[a-z0-9][a-z0-9_-]*:[a-z0-9][a-z0-9_-]*';

export interface TagGrammar {
  /** Finds every tag in a text (global). */
  readonly any: RegExp;
  /** A contract `test_tag:` line: `test_tag: "<tag>"`, double quotes mandatory. */
  readonly contractLine: RegExp;
  readonly source: string;
}

const GRAMMARS: Record<'strict' | 'schema', TagGrammar> = {
  strict: grammar(STRICT_TAG),
  schema: grammar(SCHEMA_TAG),
};

function grammar(source: string): TagGrammar {
  return {
    any: new RegExp(`${source}(?![a-z0-9_-])`, 'g'),
    contractLine: new RegExp(`^\\s*test_tag:\\s*"(${source})"\\s*$`),
    source,
  };
}

export const grammarOf = (name: unknown): TagGrammar => (name === 'schema' ? GRAMMARS.schema : GRAMMARS.strict);

export interface DeclaredTags {
  tags: string[];
  /** `test_tag:` lines that do not parse, with their 1-based line. */
  unparseable: Array<{ line: number; text: string }>;
}

/** Reads the declared tags line by line, as the reference does (no YAML parser). */
export function declaredTags(text: string, tagGrammar: TagGrammar): DeclaredTags {
  const out: DeclaredTags = { tags: [], unparseable: [] };
  for (const [index, line] of text.split(/\r\n|\n|\r/).entries()) {
    if (!line.includes('test_tag:')) continue;
    const match = tagGrammar.contractLine.exec(line);
    if (match) {
      if (!out.tags.includes(match[1] as string)) out.tags.push(match[1] as string);
    } else out.unparseable.push({ line: index + 1, text: line.trim() });
  }
  return out;
}

/** One test file that carries at least one tag. */
export interface Carrier {
  /** Path relative to the tests folder (POSIX). */
  path: string;
  kind: 'bash' | 'python' | 'other';
  text: string;
  /** Occurrences per tag. */
  counts: Map<string, number>;
}

export interface Coverage {
  dir: string;
  grammar: TagGrammar;
  declared: DeclaredTags;
  carriers: Carrier[];
  /** Files skipped (unreadable, not UTF-8, too large) or limits hit while walking. */
  skipped: string[];
}

const PRUNED = new Set(['.git', '__pycache__', 'node_modules']);
const MAX_FILES = 20_000;
const MAX_DEPTH = 32;
const MAX_FILE_BYTES = 2 * 1024 * 1024;

const kindOf = (path: string): Carrier['kind'] =>
  /\.(?:sh|bash|bats)$/.test(path) ? 'bash' : /\.py$/.test(path) ? 'python' : 'other';

/**
 * Walks the tests folder through the host and collects every file that carries a tag.
 * Symlinks are not followed (a link cannot lead the walk out of the folder); non-UTF-8 and
 * oversized files are skipped, as the reference skips unreadable files.
 */
export async function collectCoverage(host: Host, dir: string, contractText: string, tagGrammar: TagGrammar): Promise<Coverage> {
  const coverage: Coverage = { dir, grammar: tagGrammar, declared: declaredTags(contractText, tagGrammar), carriers: [], skipped: [] };
  let files = 0;
  const walk = async (relative: string, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH) {
      coverage.skipped.push(`${relative}/ (deeper than ${MAX_DEPTH} levels)`);
      return;
    }
    let entries;
    try {
      entries = await host.readDir(relative === '' ? dir : joinPath(dir, relative));
    } catch {
      coverage.skipped.push(`${relative || '.'}/ (unreadable)`);
      return;
    }
    for (const entry of entries) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.kind === 'directory') {
        if (!PRUNED.has(entry.name)) await walk(path, depth + 1);
        continue;
      }
      if (entry.kind !== 'file') continue;
      if (++files > MAX_FILES) {
        coverage.skipped.push(`${path} (over ${MAX_FILES} files)`);
        return;
      }
      const carrier = await readCarrier(host, joinPath(dir, path), path, tagGrammar);
      if (typeof carrier === 'string') coverage.skipped.push(`${path} (${carrier})`);
      else if (carrier !== null) coverage.carriers.push(carrier);
    }
  };
  await walk('', 0);
  return coverage;
}

async function readCarrier(host: Host, full: string, path: string, tagGrammar: TagGrammar): Promise<Carrier | string | null> {
  let bytes: Uint8Array;
  try {
    const stat = await host.stat(full);
    if (stat === null || stat.size > MAX_FILE_BYTES) return 'too large';
    bytes = await host.readFile(full);
  } catch {
    return 'unreadable';
  }
  if (isInvalidUtf8(bytes)) return null;
  const text = new TextDecoder().decode(bytes);
  const counts = new Map<string, number>();
  for (const match of text.matchAll(tagGrammar.any)) counts.set(match[0], (counts.get(match[0]) ?? 0) + 1);
  return counts.size === 0 ? null : { path, kind: kindOf(path), text, counts };
}
