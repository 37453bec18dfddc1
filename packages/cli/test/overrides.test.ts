import { describe, expect, it } from 'vitest';
import { cli, tempFolder } from './helpers.js';

// Turning one rule off must never switch the rules after it off: the receipt linter stops at its
// first blocker, and an "off" rule is no blocker (docs/architecture.md, "The engine").
describe('gauntlet-lint: severity overrides before stop-at-first-blocker (built bin)', () => {
  it('receipt --tier1 still fails a non-receipt when receipt/header is off', () => {
    const cwd = tempFolder({ 'notes.txt': 'hello\nworld\n', 'gauntlet.config.json': '{"rules":{"receipt/header":"off"}}' });
    const run = cli(['receipt', '--tier1', 'notes.txt', '--format', 'json'], { cwd });
    expect(run.status).toBe(1);
    const report = run.json();
    expect(report.verdict).toBe('fail');
    expect(report.results[0].verdict).toBe('fail');
    const findings: Array<{ rule: string; severity: string }> = report.results[0].findings;
    expect(findings.some((finding) => finding.rule === 'receipt/header')).toBe(false);
    expect(findings.filter((finding) => finding.severity === 'blocker').length).toBeGreaterThan(0);
  });

  it('the same text fails on receipt/header without the override', () => {
    const cwd = tempFolder({ 'notes.txt': 'hello\nworld\n' });
    const run = cli(['receipt', '--tier1', 'notes.txt', '--format', 'json'], { cwd });
    expect(run.status).toBe(1);
    const finding = run.json().results[0].findings[0];
    expect([finding.rule, finding.severity]).toEqual(['receipt/header', 'blocker']);
  });

  it('gate-prompt: a malformed payload is exit 2 even with gate-prompt/shape off (nothing else can check it)', () => {
    const payload = '{ "questions": [{ "question": "Ship it?", "header": "Approve?" }] }\n';
    const cwd = tempFolder({ 'gate.json': payload, 'gauntlet.config.json': '{"rules":{"gate-prompt/shape":"off"}}' });
    const run = cli(['gate-prompt', 'gate.json', '--format', 'json'], { cwd });
    expect(run.status).toBe(2);
    expect(run.json().error.reason).toBe('input_invalid');
    expect(run.stderr).toContain('gate.json is not a gate payload (questions[0].options is missing or not an array)');
  });
});
