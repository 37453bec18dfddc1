import type * as Yaml from 'yaml';


export type PathSegment = string | number;

export type ParsedContract =
  | {
      ok: true;
      /** The YAML root (a mapping, as plain JS values). */
      root: Record<string, unknown>;
      /** The 1-based line of the node at `path` (or of its nearest existing ancestor). */
      lineOf(path: readonly PathSegment[]): number | undefined;
    }
  | { ok: false; problem: string; line?: number };

type YamlApi = typeof Yaml;
let yamlApi: Promise<YamlApi> | undefined;

/** Loads `yaml` once; a bundler may hand a CommonJS build back as `{ default: api }`. */
function loadYaml(): Promise<YamlApi> {
  yamlApi ??= import('yaml').then((module) => (typeof module.LineCounter === 'function' ? module : (module as unknown as { default: YamlApi }).default));
  return yamlApi;
}

/** Contracts larger than this are refused (a contract is a few kilobytes). */
export const MAX_CONTRACT_CHARS = 2 * 1024 * 1024;

/**
 * Parses contract YAML like the Python reference reads it (YAML 1.1, PyYAML `safe_load`): an
 * unquoted `1.0` is a float, `yes` a boolean, an unquoted date a timestamp. Pure: no I/O.
 * Refused as not-YAML: syntax errors, duplicate keys (ambiguous), unknown tags (`!!python/...`),
 * more than 50 alias expansions (alias bombs), and a root that is not a mapping.
 * The YAML library is loaded on first use, so commands that never read YAML never load it.
 */
export async function parseContract(text: string): Promise<ParsedContract> {
  if (text.length > MAX_CONTRACT_CHARS) return { ok: false, problem: `the contract is over ${MAX_CONTRACT_CHARS} characters` };
  const { LineCounter, parseDocument } = await loadYaml();
  const lineCounter = new LineCounter();
  let root: unknown;
  let doc;
  try {
    doc = parseDocument(text.replace(/^\uFEFF/, ''), { version: '1.1', merge: true, uniqueKeys: true, lineCounter, prettyErrors: false });
    const problem = doc.errors[0] ?? doc.warnings[0];
    if (problem) {
      const line = problem.linePos?.[0]?.line;
      return { ok: false, problem: problem.message.split('\n')[0] ?? problem.message, ...(line ? { line } : {}) };
    }
    root = doc.toJS({ maxAliasCount: 50 });
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message.split('\n')[0] ?? 'invalid YAML' : 'invalid YAML' };
  }
  if (typeof root !== 'object' || root === null || Array.isArray(root) || root instanceof Date) {
    return { ok: false, problem: 'the root is not a mapping' };
  }
  const parsed = doc;
  return {
    ok: true,
    root: root as Record<string, unknown>,
    lineOf(path) {
      for (let length = path.length; length > 0; length--) {
        const node: unknown = parsed.getIn(path.slice(0, length), true);
        const range = (node as { range?: [number, number, number] } | undefined)?.range;
        if (range) return lineCounter.linePos(range[0]).line;
      }
      return undefined;
    },
  };
}

/** `api_surface[0].params[1].required` from a path. */
export function pathText(path: readonly PathSegment[]): string {
  let text = '';
  for (const segment of path) text += typeof segment === 'number' ? `[${segment}]` : text === '' ? segment : `.${segment}`;
  return text;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

export const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The items of an array field that are mappings, with their indexes; anything else is []. */
export function recordsOf(value: unknown): Array<[number, Record<string, unknown>]> {
  if (!Array.isArray(value)) return [];
  const out: Array<[number, Record<string, unknown>]> = [];
  for (const [index, item] of value.entries()) if (isRecord(item)) out.push([index, item]);
  return out;
}
