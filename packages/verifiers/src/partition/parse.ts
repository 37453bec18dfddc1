import { type PyJsonValue, createLineIndex, isPyJsonObject, pyJsonLoads, pyStr, pyStrip, pyTypeName } from '@gauntlet/core';

/** One agent of the partition with its normalised, de-duplicated keys in claim order. */
export interface PartitionAgent {
  name: string;
  keys: string[];
  /** 1-based line where each key is first claimed (parallel to `keys`). */
  lines: number[];
}

export type ParsedPartition = { ok: true; agents: PartitionAgent[] } | { ok: false; error: string };

/**
 * The reference's key normalisation (docs/rules/partition/README.md): Python `strip()` (Python whitespace,
 * not U+FEFF), then every leading and trailing `/`. Inner whitespace and `//` survive.
 */
export function normalizeKey(entry: string): string {
  const first = entry.charCodeAt(0);
  const last = entry.charCodeAt(entry.length - 1);
  // Fast path: nothing to strip at either end (plain ASCII path characters).
  if (first > 0x2f && first < 0x7f && last > 0x2f && last < 0x7f) return entry;
  const stripped = pyStrip(entry);
  let start = 0;
  let end = stripped.length;
  while (start < end && stripped.charCodeAt(start) === 0x2f) start++;
  while (end > start && stripped.charCodeAt(end - 1) === 0x2f) end--;
  return stripped.slice(start, end);
}

/** What "each entry of the agent's value" means for the reference (docs/rules/partition/README.md "Agent values"), or null when it crashes. */
function entriesOf(value: PyJsonValue): PyJsonValue[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return Array.from(value);
  if (isPyJsonObject(value)) return value.entries.map(([name]) => name);
  return null;
}

/**
 * Parses a partition document with Python `json.loads` semantics and normalises every entry
 * to its key (`str(entry)`, stripped). Never throws; documents the reference crashes on give
 * `{ok: false, error}`.
 */
export function parsePartition(text: string): ParsedPartition {
  const loaded = pyJsonLoads(text, { positions: true });
  if (!loaded.ok) return { ok: false, error: `not valid JSON: ${loaded.error}` };
  if (!isPyJsonObject(loaded.value)) {
    return { ok: false, error: `the top level is a JSON ${pyTypeName(loaded.value)}, not an object of agent → paths` };
  }
  const agents: PartitionAgent[] = [];
  const index = createLineIndex(text);
  const positions = loaded.positions;
  const lineAt = (offset: number | undefined) => (offset === undefined ? 1 : index.positionAt(offset).line);
  const memberOffsets = positions?.get(loaded.value) ?? [];
  for (const [i, [name, value]] of loaded.value.entries.entries()) {
    const entries = entriesOf(value);
    if (entries === null) return { ok: false, error: `the value of agent ${JSON.stringify(name)} is a ${pyTypeName(value)}, not a list of paths` };
    const agentLine = lineAt(memberOffsets[i]);
    const offsets = (Array.isArray(value) || isPyJsonObject(value)) ? positions?.get(value) : undefined;
    const seen = new Set<string>();
    const keys: string[] = [];
    const lines: number[] = [];
    entries.forEach((entry, j) => {
      const key = normalizeKey(pyStr(entry));
      if (key === '' || seen.has(key)) return;
      seen.add(key);
      keys.push(key);
      lines.push(offsets ? lineAt(offsets[j]) : agentLine);
    });
    agents.push({ name, keys, lines });
  }
  return { ok: true, agents };
}

/** A path list for `--files`: one path per line; blank lines are skipped. */
export function parsePathList(text: string): string[] {
  return text
    .split(/\r\n|\n|\r/)
    .map((line) => normalizeKey(line))
    .filter((line) => line !== '');
}
