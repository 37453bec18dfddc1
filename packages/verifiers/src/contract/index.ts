import { GauntletError, decodeUtf8, defineOptions, defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type TagGrammar, collectCoverage, grammarOf } from './coverage.js';
import { type CoverageMap, checkContractTags, parseCoverageMap } from './coverage-map.js';
import { parseContract } from './parse.js';
import type { ContractOptions, PreparedContract } from './prepared.js';
import { ambiguity } from './rules/ambiguity.js';
import { apiSurface } from './rules/api-surface.js';
import { headerFields } from './rules/header-fields.js';
import { integrationPoints } from './rules/integration-points.js';
import { invariants } from './rules/invariants.js';
import { securityReview } from './rules/security-review.js';
import { tagCarriers } from './rules/tag-carriers.js';
import { tagCoverage } from './rules/tag-coverage.js';
import { tagMap } from './rules/tag-map.js';
import { version } from './rules/version.js';
import { yaml } from './rules/yaml.js';

export { parseContract, pathText as contractPathText, type ParsedContract, type PathSegment as ContractPathSegment } from './parse.js';
export {
  SCHEMA_TAG as CONTRACT_SCHEMA_TAG,
  STRICT_TAG as CONTRACT_STRICT_TAG,
  declaredTags as declaredTestTags,
  grammarOf as tagGrammarOf,
  type Carrier as TagCarrier,
  type Coverage as TagCoverage,
  type DeclaredTags as DeclaredTestTags,
  type TagGrammar,
} from './coverage.js';
export { derivedSecurityStatus } from './rules/security-review.js';
export type { ContractOptions, PreparedContract } from './prepared.js';
export { DEFAULT_STRAY_DIRS as DEFAULT_TAG_STRAY_DIRS, checkContractTags, parseCoverageMap, type CoverageMap, type CoverageMapEntry, type TagFinding, type TagMapCheck } from './coverage-map.js';

export const contractRules = [yaml, version, headerFields, apiSurface, invariants, integrationPoints, securityReview, ambiguity, tagCoverage, tagCarriers, tagMap] as const;

function coverageData(prepared: PreparedContract): Record<string, unknown> | null {
  const { coverage, tagMap: mapCheck } = prepared;
  if (mapCheck !== null) {
    const declared = mapCheck.declared;
    const carried = mapCheck.carried;
    return {
      declared,
      carried,
      uncarried: declared?.filter((tag) => carried[tag] === undefined) ?? [],
      undeclared: declared === null ? [] : Object.keys(carried).filter((tag) => !declared.includes(tag)),
      map: true,
    };
  }
  if (coverage === null) return null;
  const carried: Record<string, string[]> = {};
  for (const carrier of coverage.carriers) for (const tag of carrier.counts.keys()) (carried[tag] ??= []).push(carrier.path);
  const declared = coverage.declared.tags;
  return {
    declared,
    carried,
    uncarried: declared.filter((tag) => carried[tag] === undefined),
    undeclared: Object.keys(carried).filter((tag) => !declared.includes(tag)),
    skipped: coverage.skipped,
  };
}

/**
 * Contract YAML v1.0 (docs/rules/contract/README.md): schema rules, and with `testsDir` the test-tag
 * coverage over a tests folder (read through the host). Input: the contract text.
 * `data`: `coverage` (null without `testsDir`), `tags` (the schema-level test tags declared).
 */
interface ParsedContractOptions {
  testsDir: string | null;
  grammar: TagGrammar;
  contractsDir: string | null;
  map: CoverageMap | null;
  strayDirs: readonly string[] | undefined;
}

const contractOptions = defineOptions<ParsedContractOptions>('contract', (read) => {
  const given = read.value('coverageMap');
  const map = given === undefined ? null : parseCoverageMap(given);
  if (typeof map === 'string') throw new GauntletError('usage', `contract option coverageMap is invalid (${map})`);
  return {
    testsDir: read.string('testsDir') ?? null,
    grammar: grammarOf(read.oneOf('tagPattern', ['strict', 'schema'])),
    contractsDir: read.string('contractsDir') ?? null,
    map,
    strayDirs: read.strings('strayDirs'),
  };
});

export const contractVerifier = defineVerifier<string, PreparedContract, ParsedContractOptions>({
  id: 'contract',
  description: 'Contract YAML v1.0: version, header fields, API surface, invariants and tags, integration points, security review; test-tag coverage.',
  rules: contractRules,
  options: contractOptions,
  prepare: async (text, { host, options }) => {
    const { testsDir, grammar, map, strayDirs } = options;
    return {
      contract: await parseContract(text),
      text,
      contractsDir: options.contractsDir,
      coverage: testsDir !== null && map === null ? await collectCoverage(host, testsDir, text, grammar) : null,
      tagMap: testsDir !== null && map !== null ? await checkContractTags(host, { root: testsDir, map, contractText: text, grammar, ...(strayDirs ? { strayDirs } : {}) }) : null,
    };
  },
  data: (prepared) => {
    const { contract } = prepared;
    const invariants = contract.ok ? contract.root.invariants : undefined;
    const testable = typeof invariants === 'object' && invariants !== null && Array.isArray((invariants as { testable?: unknown }).testable) ? (invariants as { testable: unknown[] }).testable : [];
    const tags = testable.flatMap((item) => (typeof item === 'object' && item !== null && typeof (item as { test_tag?: unknown }).test_tag === 'string' ? [(item as { test_tag: string }).test_tag] : []));
    return { version: contract.ok && typeof contract.root.version === 'string' ? contract.root.version : null, tags, coverage: coverageData(prepared) };
  },
});

/** Checks one contract (text or bytes). */
export function verifyContract(contract: string | Uint8Array, options: ContractOptions = {}, verify: VerifyOptions = {}): Promise<Verification> {
  const text = typeof contract === 'string' ? contract : decodeUtf8(contract, { stripBom: true });
  return contractVerifier.verify(text, { ...verify, options: { ...verify.options, ...options } });
}
