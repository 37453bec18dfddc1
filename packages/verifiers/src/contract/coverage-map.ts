import { type Host, isInvalidUtf8, joinPath, resolveInsideRoot } from '@gauntlet/core';
import { bashTagFacts, hasAssertion, pythonMarkers, pythonTests } from './carriers.js';
import { type Carrier, type TagGrammar, declaredTags } from './coverage.js';

/** One pinned tag of the coverage map (the out-of-band expectation of check_contract_tags.py). */
export interface CoverageMapEntry {
  kind: 'bash' | 'python';
  /** Repository-relative carrier paths. */
  carriers: string[];
  /** Bash: the number of check lines that must name the tag. */
  checks?: number;
  /** Python: the number of tagged test functions across the carriers. */
  tests?: number;
}

export type CoverageMap = Record<string, CoverageMapEntry>;

/** The reference's stray-scan folders (`docs/` deliberately excluded: plans quote tags as prose). */
export const DEFAULT_STRAY_DIRS = ['scripts', 'hooks', 'eval', 'skills', 'agents', 'mcp-servers'] as const;

/** Validates a coverage map read from JSON; returns the problem as text when it is not one. */
export function parseCoverageMap(value: unknown): CoverageMap | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'the coverage map is not a JSON object';
  const map: CoverageMap = {};
  for (const [tag, raw] of Object.entries(value as Record<string, unknown>)) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return `${tag}: not an object`;
    const entry = raw as Record<string, unknown>;
    if (entry.kind !== 'bash' && entry.kind !== 'python') return `${tag}: kind must be "bash" or "python"`;
    if (!Array.isArray(entry.carriers) || !entry.carriers.every((carrier) => typeof carrier === 'string')) return `${tag}: carriers must be a list of paths`;
    const pin = entry.kind === 'bash' ? entry.checks : entry.tests;
    if (pin !== undefined && (typeof pin !== 'number' || !Number.isInteger(pin) || pin < 0)) return `${tag}: ${entry.kind === 'bash' ? 'checks' : 'tests'} must be a non-negative integer`;
    map[tag] = { kind: entry.kind, carriers: entry.carriers as string[], ...(entry.kind === 'bash' ? { checks: pin as number | undefined } : { tests: pin as number | undefined }) };
  }
  return map;
}

export interface TagFinding {
  reason: string;
  message: string;
  severity?: 'info';
  /** Repository-relative file the finding is about. */
  path?: string;
  line?: number;
}

export interface TagMapCheck {
  /** The repository root the map's paths are relative to. */
  root: string;
  findings: TagFinding[];
  declared: string[] | null;
  carried: Record<string, string[]>;
}

const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_STRAY_FILES = 20_000;
const PRUNED = new Set(['.git', '__pycache__', 'node_modules']);

/**
 * The contract tag coverage check of crucible's `check_contract_tags.py` (docs/rules/contract/README.md#tag-coverage
 * docs/rules/contract/README.md#tag-coverage), generalised: a coverage map pins each tag's kind, carriers and count; the repository is
 * read through the host, every path inside `root`. Errors accumulate, except that a missing
 * carrier stops the run. `contractText: null` means the contract is absent (an info note).
 */
export async function checkContractTags(
  host: Host,
  input: { root: string; map: CoverageMap; contractText: string | null; grammar: TagGrammar; strayDirs?: readonly string[] },
): Promise<TagMapCheck> {
  const { root, map, contractText, grammar } = input;
  const findings: TagFinding[] = [];
  const carrierPaths = [...new Set(Object.values(map).flatMap((entry) => entry.carriers))];
  const texts = new Map<string, string | null>();
  for (const path of carrierPaths) {
    const text = await readInside(host, root, path);
    if (text === undefined) findings.push({ reason: 'tag_carrier_missing', path, message: `${path}: carrier file missing or renamed (pinned in the coverage map).` });
    else texts.set(path, text);
  }
  if (findings.length > 0) return { root, findings, declared: null, carried: {} };

  let declared: string[] | null = null;
  if (contractText === null) {
    findings.push({ reason: 'tag_contract_absent', severity: 'info', message: 'NOTE: the contract is absent, so the upstream cross-check against its declared tags did not run.' });
  } else {
    const parsed = declaredTags(contractText, grammar);
    for (const bad of parsed.unparseable) findings.push({ reason: 'tag_contract_line_unparseable', line: bad.line, message: `unparseable test_tag line ${bad.line}: ${bad.text.slice(0, 120)}` });
    if (parsed.tags.length === 0) findings.push({ reason: 'tag_contract_empty', message: 'the contract declares no test tag.' });
    declared = parsed.tags;
  }

  const carriers: Carrier[] = [];
  for (const path of carrierPaths) {
    const text = texts.get(path);
    if (text === null || text === undefined) {
      findings.push({ reason: 'tag_carrier_unparseable', path, message: `${path}: the carrier is not UTF-8 text.` });
      continue;
    }
    const counts = new Map<string, number>();
    for (const match of text.matchAll(grammar.any)) counts.set(match[0], (counts.get(match[0]) ?? 0) + 1);
    carriers.push({ path, kind: /\.py$/.test(path) ? 'python' : 'bash', text, counts });
  }
  const carried: Record<string, string[]> = {};
  for (const carrier of carriers) for (const tag of carrier.counts.keys()) (carried[tag] ??= []).push(carrier.path);
  const mapped = Object.keys(map);
  const carriedTags = Object.keys(carried);

  const difference = (a: readonly string[], b: readonly string[], reason: string, say: (tag: string) => string) => {
    for (const tag of a) if (!b.includes(tag)) findings.push({ reason, message: say(tag) });
  };
  difference(mapped, carriedTags, 'tag_map_uncarried', (tag) => `${tag} is pinned in COVERAGE_MAP but no carrier file carries it.`);
  difference(carriedTags, mapped, 'tag_unpinned', (tag) => `${tag} is carried (${(carried[tag] ?? []).join(', ')}) but the coverage map does not pin it.`);
  if (declared !== null) {
    difference(declared, carriedTags, 'tag_uncarried', (tag) => `${tag} appears in the contract YAML but no test carries it.`);
    difference(carriedTags, declared, 'tag_undeclared', (tag) => `${tag} is carried by a test but the contract YAML does not declare it.`);
    difference(declared, mapped, 'tag_map_gap', (tag) => `${tag} is declared by the contract but the coverage map does not pin it.`);
    difference(mapped, declared, 'tag_map_stale', (tag) => `${tag} is pinned in COVERAGE_MAP but the contract no longer declares it.`);
  }
  for (const [tag, entry] of Object.entries(map)) {
    const actual = carried[tag] ?? [];
    if (actual.length === 0) continue;
    const expected = [...new Set(entry.carriers)];
    if (actual.length === expected.length && actual.every((path) => expected.includes(path))) continue;
    findings.push({ reason: 'tag_carrier_placement', message: `${tag} occurs in [${actual.join(', ')}] but the coverage map places it in [${expected.join(', ')}].` });
  }

  findings.push(...(await strayTags(host, root, input.strayDirs ?? DEFAULT_STRAY_DIRS, new Set(carrierPaths), grammar)));
  for (const carrier of carriers) findings.push(...carrierFindings(carrier, map));
  findings.push(...pinFindings(carriers, map));
  return { root, findings, declared, carried };
}

function carrierFindings(carrier: Carrier, map: CoverageMap): TagFinding[] {
  const out: TagFinding[] = [];
  const path = carrier.path;
  for (const [tag, entry] of Object.entries(map)) {
    if (!entry.carriers.includes(path) || !carrier.counts.has(tag)) continue;
    if (entry.kind === 'bash') {
      const facts = bashTagFacts(carrier, tag);
      if (facts.markers === 0) out.push({ reason: 'tag_marker_missing', path, message: `${path}: ${tag} has no marker comment.` });
      for (const line of facts.unannotated) out.push({ reason: 'tag_marker_unannotated', path, line, message: `${path}:${line}: the ${tag} marker has no \`checks=\` annotation.` });
      if (facts.annotated === 0) continue;
      if (facts.checkCalls === 0) out.push({ reason: 'tag_no_check_call', path, message: `${path}: no check call names ${tag}.` });
      if (facts.occurrences !== facts.markers + facts.annotationSum) {
        out.push({ reason: 'tag_occurrence_arithmetic', path, message: `${path}: ${tag} occurrence arithmetic: ${facts.occurrences} occurrences ≠ ${facts.markers} marker(s) + checks=${facts.annotationSum}.` });
      }
      if (facts.checkCalls !== facts.annotationSum) {
        out.push({ reason: 'tag_inline_sum_mismatch', path, message: `${path}: ${tag}: ${facts.checkCalls} check call(s) ≠ annotated checks=${facts.annotationSum}.` });
      }
    } else {
      const tests = pythonTests(carrier.text).filter((test) => test.docstring.includes(tag));
      if (tests.length === 0) {
        out.push({ reason: 'tag_no_tagged_test', path, message: `${path}: ${tag} has no test function whose docstring carries it.` });
        continue;
      }
      const markers = pythonMarkers(carrier, tag);
      const occurrences = carrier.counts.get(tag) ?? 0;
      if (occurrences !== markers + tests.length) {
        out.push({ reason: 'tag_occurrence_arithmetic', path, message: `${path}: ${tag} occurrence arithmetic: ${occurrences} occurrences ≠ ${markers} marker(s) + ${tests.length} tagged test(s).` });
      }
      for (const test of tests) {
        if (!hasAssertion(test)) out.push({ reason: 'tag_test_without_assertion', path, line: test.line, message: `${path}:${test.line}: ${test.name} carries ${tag} but contains no assert / self.assert*.` });
      }
    }
  }
  for (const tag of carrier.counts.keys()) {
    const entry = map[tag];
    if (entry?.kind === 'python') continue;
    if (entry?.kind === 'bash' && entry.carriers.includes(path)) continue;
    if (carrier.kind === 'bash') out.push({ reason: 'tag_unpinned_here', path, message: `${path}: ${tag} is not pinned as a bash tag of this carrier.` });
  }
  return out;
}

function pinFindings(carriers: readonly Carrier[], map: CoverageMap): TagFinding[] {
  const out: TagFinding[] = [];
  for (const [tag, entry] of Object.entries(map)) {
    const mine = carriers.filter((carrier) => entry.carriers.includes(carrier.path) && carrier.counts.has(tag));
    if (mine.length === 0) continue;
    if (entry.kind === 'bash' && entry.checks !== undefined) {
      const annotated = mine.map((carrier) => bashTagFacts(carrier, tag)).filter((facts) => facts.annotated > 0);
      if (annotated.length === 0) continue;
      const sum = annotated.reduce((total, facts) => total + facts.annotationSum, 0);
      if (sum !== entry.checks) out.push({ reason: 'tag_map_pin_mismatch', message: `${tag}: the carriers annotate checks=${sum} but COVERAGE_MAP pins checks=${entry.checks}.` });
    } else if (entry.kind === 'python' && entry.tests !== undefined) {
      const tests = mine.reduce((total, carrier) => total + pythonTests(carrier.text).filter((test) => test.docstring.includes(tag)).length, 0);
      if (tests > 0 && tests !== entry.tests) out.push({ reason: 'tag_map_pin_mismatch', message: `${tag}: ${tests} tagged test(s) but COVERAGE_MAP pins tests=${entry.tests}.` });
    }
  }
  return out;
}

async function readInside(host: Host, root: string, path: string): Promise<string | null | undefined> {
  const resolved = await resolveInsideRoot(host, root, path);
  if (!resolved.ok) return undefined;
  try {
    const stat = await host.stat(resolved.path);
    if (stat === null || stat.kind !== 'file' || stat.size > MAX_FILE_BYTES) return undefined;
    const bytes = await host.readFile(resolved.path);
    return isInvalidUtf8(bytes) ? null : new TextDecoder().decode(bytes);
  } catch {
    return undefined;
  }
}

async function strayTags(host: Host, root: string, dirs: readonly string[], carriers: ReadonlySet<string>, grammar: TagGrammar): Promise<TagFinding[]> {
  const out: TagFinding[] = [];
  let files = 0;
  const walk = async (relative: string): Promise<void> => {
    let entries;
    try {
      entries = await host.readDir(joinPath(root, relative));
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = `${relative}/${entry.name}`;
      if (entry.kind === 'directory') {
        if (!PRUNED.has(entry.name)) await walk(path);
        continue;
      }
      if (entry.kind !== 'file' || carriers.has(path) || ++files > MAX_STRAY_FILES) continue;
      const text = await readInside(host, root, path);
      if (typeof text !== 'string') continue;
      const tags = [...new Set([...text.matchAll(grammar.any)].map((match) => match[0]))];
      if (tags.length > 0) out.push({ reason: 'tag_stray', path, message: `${path}: stray contract tag(s) ${tags.join(', ')} outside the pinned carriers.` });
    }
  };
  for (const dir of dirs) {
    const lexical = dir.replace(/^\.\/+|\/+$/g, '');
    if (lexical === '' || lexical.split('/').includes('..') || lexical.startsWith('/')) continue;
    const resolved = await resolveInsideRoot(host, root, lexical);
    if (resolved.ok) await walk(lexical);
  }
  return out;
}
