import { afterAll, describe, expect, it } from 'vitest';
import { CONTRACT, outcomeOf, removeTree, runCli, tempTree } from './pipeline-cli.js';

const root = tempTree({
  'plans/2026-09-18-rate-limit-contract.yaml': CONTRACT,
  'plans/unquoted.yaml': CONTRACT.replace('version: "1.0"', 'version: 1.0'),
  'plans/broken.yaml': 'version: "1.0"\n  - [\n',
  'tests/limits.sh': '# contract:limits:inv-t1 checks=1\ncheck 1 "burst — contract:limits:inv-t1" 429 "$s"\n',
  'bare-tests/readme.txt': 'nothing',
  'map.json': JSON.stringify({ 'contract:limits:inv-t1': { kind: 'bash', carriers: ['tests/limits.sh'], checks: 1 } }),
  'map-pins-two.json': JSON.stringify({ 'contract:limits:inv-t1': { kind: 'bash', carriers: ['tests/limits.sh'], checks: 2 } }),
  'not-a-map.json': '[1, 2]',
  'scripts/stray.sh': 'echo contract:limits:inv-t1',
});
afterAll(() => removeTree(root));

describe('gauntlet-lint contract', () => {
  it('passes a valid contract with data.coverage null and the declared tags', () => {
    const run = runCli(['contract', '--format', 'json', 'plans/2026-09-18-rate-limit-contract.yaml'], root);
    expect(run.status).toBe(0);
    expect(run.json.results?.[0]?.data).toMatchObject({ version: '1.0', tags: ['contract:limits:inv-t1'], coverage: null });
  });

  it('rejects an unquoted version and invalid YAML with exit 1', () => {
    const unquoted = runCli(['contract', '--format', 'json', 'plans/unquoted.yaml'], root);
    expect(unquoted.status).toBe(1);
    expect(unquoted.json.verdict).toBe('fail');
    expect(outcomeOf(unquoted)).toEqual({ verdict: 'fail', findings: [['contract_version_unsupported', 'blocker', 1]] });
    const broken = runCli(['contract', '--format', 'json', 'plans/broken.yaml'], root);
    expect(broken.status).toBe(1);
    expect(outcomeOf(broken)).toEqual({ verdict: 'fail', findings: [['contract_yaml_invalid', 'blocker', null]] });
  });

  it('checks test-tag coverage with --tests DIR', () => {
    const run = runCli(['contract', '--format', 'json', 'plans/2026-09-18-rate-limit-contract.yaml', '--tests', 'tests'], root);
    expect(run.status).toBe(0);
    expect(run.json.results?.[0]?.data.coverage).toMatchObject({ declared: ['contract:limits:inv-t1'], uncarried: [], carried: { 'contract:limits:inv-t1': ['limits.sh'] } });
    const bare = runCli(['contract', '--format', 'json', 'plans/2026-09-18-rate-limit-contract.yaml', '--tests', 'bare-tests'], root);
    expect(bare.status).toBe(1);
    expect(outcomeOf(bare)).toEqual({ verdict: 'fail', findings: [['tag_uncarried', 'blocker', null]] });
  });

  it('runs the reference check with --coverage-map (paths relative to --tests ROOT)', () => {
    const contract = 'plans/2026-09-18-rate-limit-contract.yaml';
    const clean = runCli(['contract', '--format', 'json', contract, '--tests', '.', '--coverage-map', 'map.json', '--stray-dir', 'hooks'], root);
    expect(clean.status).toBe(0);
    expect(clean.json.results?.[0]?.data.coverage).toMatchObject({ declared: ['contract:limits:inv-t1'], map: true });
    const pinned = runCli(['contract', '--format', 'json', contract, '--tests', '.', '--coverage-map', 'map-pins-two.json', '--stray-dir', 'hooks'], root);
    expect(pinned.status).toBe(1);
    expect(outcomeOf(pinned)).toEqual({ verdict: 'fail', findings: [['tag_map_pin_mismatch', 'blocker', null]] });
    const stray = runCli(['contract', '--format', 'json', contract, '--tests', '.', '--coverage-map', 'map.json'], root);
    expect(stray.status).toBe(1);
    expect(outcomeOf(stray)).toEqual({ verdict: 'fail', findings: [['tag_stray', 'blocker', null]] });
    const notAMap = runCli(['contract', '--format', 'json', contract, '--tests', '.', '--coverage-map', 'not-a-map.json'], root);
    expect(notAMap.status).toBe(2);
    expect(notAMap.json.error?.reason).toBe('input_invalid');
    const noTests = runCli(['contract', '--format', 'json', contract, '--coverage-map', 'map.json'], root);
    expect(noTests.status).toBe(2);
    expect(noTests.json.error?.reason).toBe('usage');
  });

  it('resolves integration contracts only with --contracts-dir', () => {
    const run = runCli(['contract', '--format', 'json', 'plans/2026-09-18-rate-limit-contract.yaml', '--contracts-dir', 'plans'], root);
    expect(run.status).toBe(0);
    expect(outcomeOf(run)).toEqual({ verdict: 'pass', findings: [['contract_integration_contract_unresolved', 'warning', 18]] });
  });

  it('exits 2 on a missing tests folder, a bad --tag-pattern or a missing input', () => {
    const noDir = runCli(['contract', '--format', 'json', 'plans/2026-09-18-rate-limit-contract.yaml', '--tests', 'nope'], root);
    expect(noDir.status).toBe(2);
    expect(noDir.json.error?.reason).toBe('input_missing');
    const badPattern = runCli(['contract', '--format', 'json', 'plans/2026-09-18-rate-limit-contract.yaml', '--tag-pattern', 'loose'], root);
    expect(badPattern.status).toBe(2);
    expect(badPattern.json.error?.reason).toBe('usage');
    expect(runCli(['contract', 'nope.yaml'], root).status).toBe(2);
  });
});
