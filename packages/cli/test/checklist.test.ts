import { describe, expect, it } from 'vitest';
import { cli, tempFolder as tempDir } from './helpers.js';

const NAMES = [
  'Auth guard', 'External APIs', 'Rate-limit criterion', 'Discoverability', 'Server/client boundary', 'Concurrency',
  'Observability', 'Input validation', 'Stable ID traceability', 'JSON spec object', 'Blocking-and-novel question gate',
  'Low-reversibility ADRs', 'Analytical lens', 'Handoff document', 'Synthesis dimensions', 'Risk reason',
  'UI input/output contract', 'Dispatch tier per work item', 'Env-var manifest', 'Capability gap map',
  'Single-shot build guardrails', 'Read-before-edit map',
];
const PLAN = [
  '# Plan',
  'Analytical lens: JTBD',
  '## Spec Object (JSON)',
  '## Capability Gap Map',
  'current target gap validation',
  '## Single-Shot Build Guardrails',
  'guardrail prevents evidence',
  '## Read-Before-Edit Map',
  'read first, why, edit after',
  '<!-- checklist',
  ...NAMES.map((name, i) => `Item ${i + 1} — ${name}: yes`),
  '-->',
  '',
].join('\n');

describe('gauntlet-lint checklist (built bin)', () => {
  it('passes a complete plan with its sibling handoff', () => {
    const cwd = tempDir({ 'docs/plan.md': PLAN, 'docs/plan.handoff.md': 'handoff' });
    const run = cli(['checklist', '--format', 'json', 'docs/plan.md'], { cwd });
    expect(run.status).toBe(0);
    expect(run.json().results[0].findings).toEqual([]);
  });

  it('warns without the handoff and fails without a checklist block', () => {
    const cwd = tempDir({ 'plan.md': PLAN, 'bare.md': '# Plan\n' });
    const warn = cli(['checklist', '--format', 'json', 'plan.md'], { cwd });
    expect(warn.status).toBe(0);
    expect(warn.json().results[0].findings.map((f: { rule: string }) => f.rule)).toEqual(['checklist/item-14']);
    const fail = cli(['checklist', '--format', 'json', 'bare.md'], { cwd });
    expect(fail.status).toBe(1);
    expect(fail.json().results[0].findings).toHaveLength(22);
  });

  it('exits 2 on a directory and on undecodable UTF-8', () => {
    const cwd = tempDir({ 'd/x': '', 'bad.md': new Uint8Array([0xc3]) });
    expect(cli(['checklist', '--format', 'json', 'd'], { cwd }).json().error.reason).toBe('input_unreadable');
    expect(cli(['checklist', '--format', 'json', 'bad.md'], { cwd }).json().error.reason).toBe('input_invalid');
  });
});
