import { describe, expect, it } from 'vitest';
import { readRuleConfig } from '../src/rule-config.js';
import { BAD_GATE, runInMemory } from './helpers.js';

// Config `rules` as users write them: ESLint's "error"/"warn", and [setting, options] for the
// rules that take options (docs/cli.md, docs/rules/spec/ac-section.md).
const OLD_SPEC = '# Export v1\n\n**Goal:** CSV export.\n\n## Problem\n\nNo export.\n';
const config = (rules: unknown, extra: Record<string, unknown> = {}) => JSON.stringify({ rules, ...extra });

describe('rule settings: ESLint spellings', () => {
  it('"error" is blocker and "warn" is warning', () => {
    expect(readRuleConfig({ 'a/b': 'error', 'a/c': 'warn', 'a/d': ['warn', { legacy: true }], 'a/e': 'info' })).toEqual({
      settings: { 'a/b': 'blocker', 'a/c': 'warning', 'a/d': 'warning', 'a/e': 'info' },
      options: { 'a/d': { legacy: true } },
    });
    expect(readRuleConfig(undefined)).toEqual({ settings: {}, options: {} });
  });

  it('"warn" turns a failing gate into a passing one with a warning; "error" fails it again', async () => {
    const files = { 'bad.json': BAD_GATE };
    const warned = await runInMemory(['gate-prompt', 'bad.json', '--format', 'json'], { files: { ...files, 'gauntlet.config.json': config({ 'gate-prompt/header-length': 'warn' }) } });
    expect(warned.code).toBe(0);
    const report = JSON.parse(warned.stdout);
    expect(report.verdict).toBe('pass');
    expect(report.results[0].findings).toEqual([expect.objectContaining({ rule: 'gate-prompt/header-length', severity: 'warning' })]);
    const errored = await runInMemory(['gate-prompt', 'bad.json', '--format', 'json'], { files: { ...files, 'gauntlet.config.json': config({ 'gate-prompt/header-length': ['error', {}] }) } });
    expect(errored.code).toBe(1);
    expect(JSON.parse(errored.stdout).results[0].findings[0]).toMatchObject({ rule: 'gate-prompt/header-length', severity: 'blocker' });
  });
});

describe('rule options from config', () => {
  it('reach the rule: a legacy spec passes with spec/ac-section ["error", { legacy: true }]', async () => {
    const files = { 'doc/specs/2026-07-01-export.md': OLD_SPEC };
    const strict = await runInMemory(['spec', 'doc/specs/2026-07-01-export.md', '--format', 'json'], { files });
    expect(strict.code).toBe(1);
    expect(JSON.parse(strict.stdout).results[0].findings).toContainEqual(expect.objectContaining({ rule: 'spec/ac-section', reason: 'ac_section_missing', severity: 'blocker' }));
    const lenient = await runInMemory(['spec', 'doc/specs/2026-07-01-export.md', '--format', 'json'], {
      files: { ...files, 'gauntlet.config.json': config({ 'spec/ac-section': ['error', { legacyBefore: '2026-09-20' }] }) },
    });
    expect(lenient.code).toBe(0);
    const report = JSON.parse(lenient.stdout);
    expect(report.verdict).toBe('pass');
    expect(report.results[0].findings).toContainEqual(expect.objectContaining({ rule: 'spec/ac-section', reason: 'ac_section_missing', severity: 'info' }));
  });

  it('reach the rule in a configured run too', async () => {
    const files = {
      'doc/specs/2026-07-01-export.md': OLD_SPEC,
      'gauntlet.config.json': config({ 'spec/ac-section': ['blocker', { legacy: true }] }, { files: { 'doc/specs/*.md': 'spec' } }),
    };
    const run = await runInMemory(['--format', 'json'], { files });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).results[0].findings).toContainEqual(expect.objectContaining({ reason: 'ac_section_missing', severity: 'info' }));
  });

  it.each([
    [{ 'spec/ac-section': ['error', { legacy: 'yes' }] }, 'option legacy of spec/ac-section must be a boolean'],
    [{ 'spec/ac-section': ['error', { legacyBefore: 'last year' }] }, 'option legacyBefore of spec/ac-section must match'],
    [{ 'spec/ac-section': ['error', { lenient: true }] }, 'rule spec/ac-section has no option "lenient" (it takes legacy, legacyBefore)'],
    [{ 'spec/placeholder': ['warn', { legacy: true }] }, 'rule spec/placeholder has no option "legacy" (it takes none)'],
    [{ 'spec/ac-section': ['error', { __proto__: true, toString: true }] }, 'has no option "toString"'],
  ])('rejects bad options %j with exit 2 (config_invalid)', async (rules, message) => {
    const run = await runInMemory(['spec', 's.md', '--format', 'json'], { files: { 's.md': OLD_SPEC, 'gauntlet.config.json': config(rules) } });
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout).error.reason).toBe('config_invalid');
    expect(run.stderr).toContain(message);
    expect(run.stderr.split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('--list-rules shows the options a rule takes', async () => {
    const json = JSON.parse((await runInMemory(['--list-rules', '--format', 'json'])).stdout) as Array<{ id: string; options?: Record<string, { type: string }> }>;
    expect(json.find((rule) => rule.id === 'spec/ac-section')?.options).toMatchObject({ legacy: { type: 'boolean' }, legacyBefore: { type: 'string' } });
    expect(json.find((rule) => rule.id === 'council-audit/recognized')?.options).toMatchObject({ legacy: { type: 'boolean' } });
    expect(json.find((rule) => rule.id === 'spec/placeholder')).not.toHaveProperty('options');
    expect((await runInMemory(['--list-rules'])).stdout).toMatch(/spec\/ac-section .*\n\s+options: legacy, legacyBefore\n/);
  });
});

describe('a setting equal to the rule\'s default', () => {
  const SECTION = '# S\n\n**Amend-grant:** none\n\n## Problem\n\np\n\n## Acceptance criteria\n\n- [ ] Export works\n  in-scope\n';

  it('means "on": the rule keeps its advisories as warnings (a different setting re-rates them all)', async () => {
    const findingsWith = async (rules: unknown) => {
      const run = await runInMemory(['spec', 's.md', '--format', 'json'], { files: { 's.md': SECTION, 'gauntlet.config.json': config(rules) } });
      return { code: run.code, ac: JSON.parse(run.stdout).results[0].findings.filter((f: { rule: string }) => f.rule === 'spec/ac-section') };
    };
    expect(await findingsWith({ 'spec/ac-section': 'error' })).toEqual({ code: 0, ac: [expect.objectContaining({ reason: 'ac_intro_missing', severity: 'warning' })] });
    expect(await findingsWith({ 'spec/ac-section': 'blocker' })).toEqual({ code: 0, ac: [expect.objectContaining({ reason: 'ac_intro_missing', severity: 'warning' })] });
    expect(await findingsWith({ 'spec/ac-section': 'info' })).toEqual({ code: 0, ac: [expect.objectContaining({ reason: 'ac_intro_missing', severity: 'info' })] });
    expect(await findingsWith({ 'spec/ac-section': 'off' })).toEqual({ code: 0, ac: [] });
  });
});
