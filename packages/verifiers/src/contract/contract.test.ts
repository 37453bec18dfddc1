import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContractReason, TagReason, codesOf } from '@gauntlet/contracts/codes';
import { createMemoryHost } from '@gauntlet/core';
import { CONTRACT } from './fixtures.test-helpers.js';
import { contractRules, declaredTestTags as declaredTags, derivedSecurityStatus, parseContract, tagGrammarOf as grammarOf, verifyContract } from './index.js';

const VALID = CONTRACT;

const findings = async (text: string, options = {}, verify = {}) => (await verifyContract(text, options, verify)).findings.map((f) => [f.reason, f.severity, f.evidence?.[0] ?? null]);
const reasons = async (text: string) => (await verifyContract(text)).findings.map((f) => f.reason);

describe('contract', () => {
  it('locks the documented reason codes (docs/rules/contract/README.md#validation-order, docs/rules/contract/README.md#tag-coverage)', () => {
    expect(codesOf(ContractReason)).toEqual([
      'contract_yaml_invalid',
      'contract_version_unsupported',
      'contract_field_missing',
      'contract_ticket_format',
      'contract_date_format',
      'contract_api_surface_empty',
      'contract_api_type_invalid',
      'contract_api_params_missing',
      'contract_api_param_invalid',
      'contract_invariants_empty',
      'contract_check_method_invalid',
      'contract_test_tag_missing',
      'contract_test_tag_pattern',
      'contract_test_tag_duplicate',
      'contract_invariant_id_duplicate',
      'contract_integration_relationship_invalid',
      'contract_integration_contract_unresolved',
      'contract_security_signals_empty',
      'contract_security_category_invalid',
      'contract_security_status_inconsistent',
      'contract_ambiguity_confidence_invalid',
    ]);
    expect(codesOf(TagReason)).toEqual([
      'tag_carrier_missing',
      'tag_contract_absent',
      'tag_contract_line_unparseable',
      'tag_contract_empty',
      'tag_map_uncarried',
      'tag_unpinned',
      'tag_uncarried',
      'tag_undeclared',
      'tag_map_gap',
      'tag_map_stale',
      'tag_carrier_placement',
      'tag_stray',
      'tag_marker_missing',
      'tag_marker_unannotated',
      'tag_no_check_call',
      'tag_occurrence_arithmetic',
      'tag_inline_sum_mismatch',
      'tag_map_pin_mismatch',
      'tag_unpinned_here',
      'tag_no_tagged_test',
      'tag_test_without_assertion',
      'tag_carrier_unparseable',
    ]);
    const declared = new Set(contractRules.flatMap((rule) => rule.reasons));
    for (const code of codesOf(ContractReason)) expect(declared.has(code), code).toBe(true);
  });

  it('passes the example and reports its tags', async () => {
    const result = await verifyContract(VALID);
    expect(result.findings).toEqual([]);
    expect(result.data).toEqual({ version: '1.0', tags: ['contract:limits:inv-2'], coverage: null });
  });

  it('refuses what is not YAML, or not a mapping, or hostile', async () => {
    expect(await reasons('version: "1.0"\n  bad: [indent\n')).toEqual(['contract_yaml_invalid']);
    expect(await reasons('- a\n- b\n')).toEqual(['contract_yaml_invalid']);
    expect(await reasons('')).toEqual(['contract_yaml_invalid']);
    expect(await reasons(`${VALID}title: "again"\n`)).toEqual(['contract_yaml_invalid']);
    expect(await reasons(VALID.replace('title: "Per-tenant rate limiting"', 'title: !!python/object:os.system "x"'))).toEqual(['contract_yaml_invalid']);
    const bomb = ['a: &a [x,x,x,x,x,x,x,x,x]', ...Array.from({ length: 8 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)}]`)].join('\n');
    expect(await reasons(bomb)).toEqual(['contract_yaml_invalid']);
  });

  it('rejects any version but the string "1.0", and stops there', async () => {
    expect(await findings(VALID.replace('version: "1.0"', 'version: "2.0"').replace('ticket: "#412"', 'ticket: "412"'))).toEqual([['contract_version_unsupported', 'blocker', 'path: version']]);
    expect(await reasons(VALID.replace('version: "1.0"', 'version: 1.0'))).toEqual(['contract_version_unsupported']);
    expect(await reasons(VALID.replace('version: "1.0"\n', ''))).toEqual(['contract_version_unsupported']);
  });

  it('checks header fields with YAML 1.1 semantics', async () => {
    expect(await findings(VALID.replace('ticket: "#412"', 'ticket: "412"'))).toEqual([['contract_ticket_format', 'blocker', 'path: ticket']]);
    expect(await findings(VALID.replace('ticket: "#412"', 'ticket: #412'))).toEqual([['contract_field_missing', 'blocker', 'path: ticket']]);
    expect(await findings(VALID.replace('date: "2026-09-18"', 'date: "18/09/2026"'))).toEqual([['contract_date_format', 'blocker', 'path: date']]);
    expect(await findings(VALID.replace('date: "2026-09-18"', 'date: 2026-09-18'))).toEqual([['contract_date_format', 'blocker', 'path: date']]);
    expect(await findings(VALID.replace('title: "Per-tenant rate limiting"', 'title: ""'))).toEqual([['contract_field_missing', 'blocker', 'path: title']]);
  });

  it('checks the API surface', async () => {
    const surface = (items: string) => VALID.replace(/api_surface:\n[\s\S]*?invariants:/, `api_surface:${items}\ninvariants:`);
    expect(await findings(surface(' []'))).toEqual([['contract_api_surface_empty', 'blocker', 'path: api_surface']]);
    expect(await findings(surface('\n  - { name: "x", type: "method", params: [] }'))).toEqual([['contract_api_type_invalid', 'blocker', 'path: api_surface[0].type']]);
    expect(await findings(surface('\n  - { name: "x", type: "class" }'))).toEqual([['contract_api_params_missing', 'blocker', 'path: api_surface[0].params']]);
    expect(await findings(surface('\n  - { name: "x", type: "function", params: [{ name: "a", type: "T", required: "yes" }] }'))).toEqual([
      ['contract_api_param_invalid', 'blocker', 'path: api_surface[0].params[0].required'],
    ]);
    expect(await findings(surface('\n  - { name: "x", type: "function", params: [{ name: "a", type: "T", required: yes }] }'))).toEqual([]);
    expect(await findings(surface('\n  - { type: "event" }'))).toEqual([['contract_field_missing', 'blocker', 'path: api_surface[0].name']]);
  });

  it('checks invariants and tags', async () => {
    const inv = (block: string) => VALID.replace(/invariants:\n[\s\S]*?integration_points:/, `invariants:\n${block}\nintegration_points:`);
    expect(await findings(inv('  checkable: []\n  testable: []'))).toEqual([['contract_invariants_empty', 'blocker', 'path: invariants']]);
    expect(await findings(inv('  checkable:\n    - { id: "INV-1", description: "d", verification: "v", check_method: "manual-review" }'))).toEqual([
      ['contract_check_method_invalid', 'blocker', 'path: invariants.checkable[0].check_method'],
    ]);
    expect(await findings(inv('  testable:\n    - { id: "INV-1", description: "d", verification: "v" }'))).toEqual([['contract_test_tag_missing', 'blocker', 'path: invariants.testable[0].test_tag']]);
    expect(await findings(inv('  testable:\n    - { id: "INV-1", description: "d", verification: "v", test_tag: "perf-inv-1" }'))).toEqual([
      ['contract_test_tag_pattern', 'blocker', 'path: invariants.testable[0].test_tag'],
    ]);
    const twice = '  testable:\n    - { id: "INV-1", description: "d", verification: "v", test_tag: "contract:a:inv-1" }\n    - { id: "INV-2", description: "d", verification: "v", test_tag: "contract:a:inv-1" }';
    expect(await findings(inv(twice))).toEqual([['contract_test_tag_duplicate', 'blocker', 'path: invariants.testable[1].test_tag']]);
    const ids = '  checkable:\n    - { id: "INV-1", description: "d", verification: "v", check_method: "grep" }\n  testable:\n    - { id: "INV-1", description: "d", verification: "v", test_tag: "contract:a:inv-1" }';
    expect(await findings(inv(ids))).toEqual([['contract_invariant_id_duplicate', 'blocker', 'path: invariants.testable[0].id']]);
    expect(await findings(inv('  checkable:\n    - { id: "INV-1", verification: "v", check_method: "grep" }'))).toEqual([['contract_field_missing', 'blocker', 'path: invariants.checkable[0].description']]);
  });

  it('checks integration points, and resolves their contracts only with contractsDir', async () => {
    expect(await findings(VALID.replace('relationship: "consumes"', 'relationship: "uses"'))).toEqual([
      ['contract_integration_relationship_invalid', 'blocker', 'path: integration_points[0].relationship'],
    ]);
    const host = createMemoryHost({ files: { 'plans/2026-09-01-tenants-contract.yaml': 'version: "1.0"\n' }, directories: ['empty'] });
    expect(await findings(VALID, { contractsDir: 'plans' }, { host })).toEqual([]);
    expect(await findings(VALID, { contractsDir: 'empty' }, { host })).toEqual([['contract_integration_contract_unresolved', 'warning', 'path: integration_points[0].contract']]);
    const escape = VALID.replace('2026-09-01-tenants-contract.yaml', '../plans/2026-09-01-tenants-contract.yaml');
    expect(await findings(escape, { contractsDir: 'empty' }, { host })).toEqual([['contract_integration_contract_unresolved', 'warning', 'path: integration_points[0].contract']]);
  });

  it('checks the security review and derives its status', async () => {
    expect(derivedSecurityStatus([])).toBeNull();
    expect(derivedSecurityStatus(['auth'])).toBe('recommended');
    expect(derivedSecurityStatus(['auth', 'auth'])).toBe('recommended');
    expect(derivedSecurityStatus(['auth', 'network'])).toBe('required');
    expect(derivedSecurityStatus(['destination'])).toBe('required');
    const review = (body: string) => VALID.replace(/security_review:\n[\s\S]*?ambiguity_resolutions:/, `security_review:\n${body}\nambiguity_resolutions:`);
    expect(await findings(review('  status: "recommended"\n  signals_detected: []'))).toEqual([['contract_security_signals_empty', 'blocker', 'path: security_review.signals_detected']]);
    expect(await findings(review('  status: "recommended"\n  signals_detected:\n    - { category: "authz", evidence: "e" }'))).toEqual([
      ['contract_security_category_invalid', 'blocker', 'path: security_review.signals_detected[0].category'],
    ]);
    expect(await findings(review('  status: "recommended"\n  signals_detected:\n    - { category: "auth", evidence: "e" }\n    - { category: "network", evidence: "e" }'))).toEqual([
      ['contract_security_status_inconsistent', 'warning', 'path: security_review.status'],
    ]);
    expect(await findings(review('  status: "required"\n  signals_detected:\n    - { category: "destination", evidence: "new DSN host" }'))).toEqual([]);
  });

  it('checks ambiguity confidence', async () => {
    expect(await findings(VALID.replace('confidence: "medium"', 'confidence: "certain"'))).toEqual([
      ['contract_ambiguity_confidence_invalid', 'warning', 'path: ambiguity_resolutions[0].confidence'],
    ]);
  });

  it('reports lines of the offending node', async () => {
    const result = await verifyContract(VALID.replace('relationship: "consumes"', 'relationship: "uses"'));
    expect(result.findings[0]?.line).toBe(VALID.split('\n').findIndex((line) => line.includes('relationship')) + 1);
  });

  it('extracts declared tags line by line, with the reference grammar by default', () => {
    const fragment = 'invariants:\n  testable:\n    - id: "INV-T1"\n      test_tag: "contract:aa:inv-t1"\n    - id: "INV-T2"\n      test_tag: "contract:bb:inv-t2"\n';
    expect(declaredTags(fragment, grammarOf('strict'))).toEqual({ tags: ['contract:aa:inv-t1', 'contract:bb:inv-t2'], unparseable: [] });
    expect(declaredTags("  test_tag: 'contract:aa:inv-t1'\n", grammarOf('strict')).unparseable).toEqual([{ line: 1, text: "test_tag: 'contract:aa:inv-t1'" }]);
    expect(declaredTags('  test_tag: "contract:perf:inv-3"\n', grammarOf('strict')).tags).toEqual([]);
    expect(declaredTags('  test_tag: "contract:perf:inv-3"\n', grammarOf('schema')).tags).toEqual(['contract:perf:inv-3']);
  });

  describe('test-tag coverage (--tests)', () => {
    const CONTRACT = VALID.replace(
      / {2}testable:\n.*\n/,
      '  testable:\n    - id: "INV-T1"\n      description: "burst"\n      verification: "burst test"\n      test_tag: "contract:limits:inv-t1"\n    - id: "INV-T2"\n      description: "reset"\n      verification: "reset test"\n      test_tag: "contract:limits:inv-t2"\n',
    );
    const BASH = '# contract:limits:inv-t1 checks=2\ncheck 1 "burst cut at 10 — contract:limits:inv-t1" 429 "$s"\ncheck 2 "retry-after set — contract:limits:inv-t1" 1 "$h"\n';
    const PYTHON = 'import pytest\n\n# contract:limits:inv-t2\ndef test_reset():\n    """Window resets. contract:limits:inv-t2"""\n    assert take() == 200\n';
    const coverage = async (files: Record<string, string>, options = {}) => {
      const result = await verifyContract(CONTRACT, { testsDir: 'tests', ...options }, { host: createMemoryHost({ files, directories: ['tests'] }) });
      return { reasons: result.findings.map((f) => f.reason), data: result.data.coverage as Record<string, unknown>, findings: result.findings };
    };

    it('passes when every declared tag is carried by a marker-annotated bash check or an asserting Python test', async () => {
      const { reasons: got, data } = await coverage({ 'tests/limits.sh': BASH, 'tests/py/test_reset.py': PYTHON, 'tests/README.md': 'no tags here' });
      expect(got).toEqual([]);
      expect(data).toEqual({
        declared: ['contract:limits:inv-t1', 'contract:limits:inv-t2'],
        carried: { 'contract:limits:inv-t1': ['limits.sh'], 'contract:limits:inv-t2': ['py/test_reset.py'] },
        uncarried: [],
        undeclared: [],
        skipped: [],
      });
    });

    it('reports uncarried and undeclared tags', async () => {
      expect((await coverage({ 'tests/limits.sh': BASH })).reasons).toEqual(['tag_uncarried']);
      const extra = `${BASH}# contract:limits:inv-t9 checks=1\ncheck 3 "x contract:limits:inv-t9" 1 1\n`;
      expect((await coverage({ 'tests/limits.sh': extra, 'tests/test_reset.py': PYTHON })).reasons).toEqual(['tag_undeclared']);
    });

    it('reports unparseable and empty declarations', async () => {
      const single = (await verifyContract(CONTRACT.replace('"contract:limits:inv-t2"', "'contract:limits:inv-t2'"), { testsDir: 'tests' }, { host: createMemoryHost({ files: { 'tests/limits.sh': BASH, 'tests/test_reset.py': PYTHON } }) })).findings.map((f) => f.reason);
      expect(single).toEqual(['tag_contract_line_unparseable', 'tag_undeclared']);
      const empty = await verifyContract(VALID, { testsDir: 'tests' }, { host: createMemoryHost({ directories: ['tests'] }) });
      // The flow-style `{ ..., test_tag: "contract:limits:inv-2" }` line is not `test_tag: "<tag>"` alone: unparseable, as in the reference.
      expect(empty.findings.map((f) => f.reason)).toEqual(['tag_contract_line_unparseable', 'tag_contract_empty']);
      const block = VALID.replace(/ {4}- \{ id: "INV-2".*\n/, '    - id: "INV-2"\n      description: "d"\n      verification: "v"\n      test_tag: "contract:limits:inv-2"\n');
      const schema = await verifyContract(block, { testsDir: 'tests', tagPattern: 'schema' }, { host: createMemoryHost({ files: { 'tests/t.ts': 'it("contract:limits:inv-2", () => {})' } }) });
      expect(schema.findings.map((f) => f.reason)).toEqual([]);
    });

    it('checks bash marker arithmetic', async () => {
      const noMarker = BASH.replace('# contract:limits:inv-t1 checks=2\n', '');
      expect((await coverage({ 'tests/limits.sh': noMarker, 'tests/test_reset.py': PYTHON })).reasons).toEqual(['tag_marker_missing']);
      const unannotated = BASH.replace(' checks=2', '');
      expect((await coverage({ 'tests/limits.sh': unannotated, 'tests/test_reset.py': PYTHON })).reasons).toEqual(['tag_marker_unannotated']);
      const commentOnly = '# contract:limits:inv-t1 checks=0\n';
      expect((await coverage({ 'tests/limits.sh': commentOnly, 'tests/test_reset.py': PYTHON })).reasons).toEqual(['tag_no_check_call']);
      const lostCheck = BASH.replace(/check 2 .*\n/, 'check 2 "retry-after set" 1 "$h"\n');
      expect((await coverage({ 'tests/limits.sh': lostCheck, 'tests/test_reset.py': PYTHON })).reasons).toEqual(['tag_occurrence_arithmetic', 'tag_inline_sum_mismatch']);
      const stray = `${BASH}echo "contract:limits:inv-t1"\n`;
      expect((await coverage({ 'tests/limits.sh': stray, 'tests/test_reset.py': PYTHON })).reasons).toEqual(['tag_occurrence_arithmetic']);
    });

    it('checks Python tagged tests', async () => {
      const commentOnly = '# contract:limits:inv-t2\ndef test_reset():\n    assert take() == 200\n';
      expect((await coverage({ 'tests/limits.sh': BASH, 'tests/test_reset.py': commentOnly })).reasons).toEqual(['tag_no_tagged_test']);
      const noAssert = PYTHON.replace('    assert take() == 200\n', '    take()\n');
      const result = await coverage({ 'tests/limits.sh': BASH, 'tests/test_reset.py': noAssert });
      expect(result.reasons).toEqual(['tag_test_without_assertion']);
      expect(result.findings[0]).toMatchObject({ file: 'tests/test_reset.py', line: 4 });
      const methodAssert = 'class T:\n    async def test_reset(self):\n        """contract:limits:inv-t2"""\n        self.assertEqual(take(), 200)\n';
      expect((await coverage({ 'tests/limits.sh': BASH, 'tests/test_reset.py': methodAssert })).reasons).toEqual([]);
      const twice = PYTHON.replace('assert take() == 200', 'assert take() == 200  # contract:limits:inv-t2');
      expect((await coverage({ 'tests/limits.sh': BASH, 'tests/test_reset.py': twice })).reasons).toEqual(['tag_occurrence_arithmetic']);
    });

    it('skips binary files, pruned folders and symlinks out of the folder', async () => {
      const host = createMemoryHost({
        files: {
          'tests/limits.sh': BASH,
          'tests/test_reset.py': PYTHON,
          'tests/blob.bin': new Uint8Array([0xff, 0xfe, 0x63, 0x6f]),
          'tests/node_modules/x.sh': 'contract:limits:inv-t7',
          'outside/secret.sh': 'contract:limits:inv-t8',
        },
        symlinks: { 'tests/link': '../outside' },
      });
      const result = await verifyContract(CONTRACT, { testsDir: 'tests' }, { host });
      expect(result.findings).toEqual([]);
    });
  });

  it('never throws on any text (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 400 }), async (text) => {
        const result = await verifyContract(text);
        expect(Array.isArray(result.findings)).toBe(true);
        expect(typeof (await parseContract(text)).ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
    const value = fc.jsonValue({ maxDepth: 3 });
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('version', 'ticket', 'title', 'date', 'api_surface', 'invariants', 'integration_points', 'security_review', 'ambiguity_resolutions'), value), async (doc) => {
        const result = await verifyContract(JSON.stringify({ ...doc, version: '1.0' }));
        expect(Array.isArray(result.findings)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
