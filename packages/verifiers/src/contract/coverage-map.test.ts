import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryHost } from '@gauntlet/core';
import { checkContractTags, parseCoverageMap, tagGrammarOf as grammarOf, verifyContract } from './index.js';

// A miniature repository written by us from docs/rules/contract/README.md#tag-coverage: one bash and one python carrier.
const CONTRACT = '  testable:\n    - id: "INV-T1"\n      test_tag: "contract:rl:inv-t1"\n    - id: "INV-T2"\n      test_tag: "contract:rl:inv-t2"\n';
const SH = '#!/usr/bin/env bash\n# contract:rl:inv-t1 checks=2\ncheck 1 "burst cut — contract:rl:inv-t1" 429 "$a"\ncheck 2 "retry-after — contract:rl:inv-t1" 1 "$b"\n';
const PY = 'import unittest\n\nclass T(unittest.TestCase):\n    # contract:rl:inv-t2\n    def test_reset(self):\n        """contract:rl:inv-t2 — the window resets."""\n        self.assertEqual(1, 1)\n';
const MAP = { 'contract:rl:inv-t1': { kind: 'bash', carriers: ['tests/rl.sh'], checks: 2 }, 'contract:rl:inv-t2': { kind: 'python', carriers: ['tests/test_rl.py'], tests: 1 } };

async function check(files: Record<string, string> = {}, contract: string | null = CONTRACT, map: unknown = MAP) {
  const host = createMemoryHost({ files: { 'repo/tests/rl.sh': SH, 'repo/tests/test_rl.py': PY, ...files } });
  const parsed = parseCoverageMap(map);
  if (typeof parsed === 'string') throw new Error(parsed);
  const result = await checkContractTags(host, { root: 'repo', map: parsed, contractText: contract, grammar: grammarOf('strict') });
  return result.findings.map((finding) => finding.reason);
}

describe('contract tag coverage with a coverage map (check_contract_tags.py)', () => {
  it('is clean on a consistent repository', async () => {
    expect(await check()).toEqual([]);
  });

  it('catches the reference self-test mutants', async () => {
    const dropCheck = SH.replace(/check 2 .*\n/, '');
    expect(await check({ 'repo/tests/rl.sh': dropCheck })).toEqual(['tag_occurrence_arithmetic', 'tag_inline_sum_mismatch']);
    // deleted a check AND decremented the annotation: only the out-of-file pin disagrees
    expect(await check({ 'repo/tests/rl.sh': dropCheck.replace('checks=2', 'checks=1') })).toEqual(['tag_map_pin_mismatch']);
    expect(await check({ 'repo/tests/rl.sh': SH.replace('checks=2', 'checks=3') })).toEqual(['tag_occurrence_arithmetic', 'tag_inline_sum_mismatch', 'tag_map_pin_mismatch']);
    expect(await check({ 'repo/tests/rl.sh': SH.replace(' checks=2', '') })).toEqual(['tag_marker_unannotated']);
    expect(await check({ 'repo/tests/test_rl.py': PY.replace('self.assertEqual(1, 1)', 'pass') })).toEqual(['tag_test_without_assertion']);
    expect(await check({ 'repo/tests/test_rl.py': PY.replace('contract:rl:inv-t2 — the', 'the') })).toEqual(['tag_no_tagged_test']);
  });

  it('stops at a missing carrier', async () => {
    const host = createMemoryHost({ files: { 'repo/tests/renamed.sh': SH, 'repo/tests/test_rl.py': PY } });
    const result = await checkContractTags(host, { root: 'repo', map: MAP as never, contractText: CONTRACT, grammar: grammarOf('strict') });
    expect(result.findings.map((f) => f.reason)).toEqual(['tag_carrier_missing']);
  });

  it('compares declared, carried and mapped sets', async () => {
    const extra = `${SH}# contract:zz:inv-t99 checks=1\ncheck 3 "x — contract:zz:inv-t99" 1 1\n`;
    expect(await check({ 'repo/tests/rl.sh': extra })).toEqual(['tag_unpinned', 'tag_undeclared', 'tag_unpinned_here']);
    expect(await check({}, CONTRACT.replace('      test_tag: "contract:rl:inv-t1"\n', ''))).toEqual(['tag_undeclared', 'tag_map_stale']);
    expect(await check({}, `${CONTRACT}    - id: "INV-T3"\n      test_tag: "contract:rl:inv-t3"\n`)).toEqual(['tag_uncarried', 'tag_map_gap']);
    const moved = { ...MAP, 'contract:rl:inv-t1': { kind: 'bash', carriers: ['tests/rl.sh', 'tests/test_rl.py'], checks: 2 } };
    expect(await check({}, CONTRACT, moved)).toEqual(['tag_carrier_placement']);
  });

  it('notes an absent contract, flags an empty or unparseable one', async () => {
    expect(await check({}, null)).toEqual(['tag_contract_absent']);
    expect(await check({ 'repo/tests/rl.sh': SH.replace(/inv-t1/g, 'inv-t7') }, null)).toEqual(['tag_contract_absent', 'tag_map_uncarried', 'tag_unpinned', 'tag_unpinned_here']);
    expect(await check({}, '  testable: []\n')).toEqual(['tag_contract_empty', 'tag_undeclared', 'tag_undeclared', 'tag_map_stale', 'tag_map_stale']);
    expect(await check({}, CONTRACT.replace('"contract:rl:inv-t1"', 'contract:rl:inv-t1'))).toEqual(['tag_contract_line_unparseable', 'tag_undeclared', 'tag_map_stale']);
  });

  it('scans the stray folders only, inside the root', async () => {
    expect(await check({ 'repo/scripts/helper.py': '# contract:rl:inv-t1\n' })).toEqual(['tag_stray']);
    expect(await check({ 'repo/docs/plan.md': 'we pin contract:rl:inv-t1' })).toEqual([]);
    expect(await check({ 'repo/scripts/.git/x': 'contract:rl:inv-t1', 'repo/scripts/__pycache__/y': 'contract:rl:inv-t1' })).toEqual([]);
  });

  it('refuses carriers outside the root', async () => {
    const outside = { ...MAP, 'contract:rl:inv-t1': { kind: 'bash', carriers: ['../elsewhere/rl.sh'], checks: 2 } };
    expect(await check({ 'elsewhere/rl.sh': SH }, CONTRACT, outside)).toEqual(['tag_carrier_missing']);
  });

  it('validates the map shape', () => {
    expect(parseCoverageMap([])).toBe('the coverage map is not a JSON object');
    expect(parseCoverageMap({ t: { kind: 'ruby', carriers: [] } })).toContain('kind');
    expect(parseCoverageMap({ t: { kind: 'bash', carriers: 'a.sh' } })).toContain('carriers');
    expect(parseCoverageMap({ t: { kind: 'bash', carriers: [], checks: -1 } })).toContain('checks');
  });

  it('runs through the verifier (contract/tag-map) with the map as an option', async () => {
    const host = createMemoryHost({ files: { 'repo/tests/rl.sh': SH.replace(' checks=2', ''), 'repo/tests/test_rl.py': PY } });
    const result = await verifyContract(CONTRACT, { testsDir: 'repo', coverageMap: MAP as never }, { host });
    const tags = result.findings.filter((f) => f.rule === 'contract/tag-map');
    expect(tags.map((f) => [f.reason, f.file, f.line])).toEqual([['tag_marker_unannotated', 'repo/tests/rl.sh', 2]]);
    expect(result.data.coverage).toMatchObject({ declared: ['contract:rl:inv-t1', 'contract:rl:inv-t2'], uncarried: [], map: true });
  });

  it('never throws on arbitrary carriers (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), fc.string({ maxLength: 300 }), async (sh, py) => {
        const reasons = await check({ 'repo/tests/rl.sh': sh + SH, 'repo/tests/test_rl.py': py });
        expect(Array.isArray(reasons)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
