import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConfigSchema,
  RuleSettingAlias,
  canonicalRuleSetting,
  CoreReason,
  ErrorReason,
  ErrorReportSchema,
  HookOutcome,
  FindingSchema,
  PUBLISHED_SCHEMAS,
  ReportSchema,
  SEVERITIES,
  codesOf,
} from './index.js';

// The example report of docs/cli.md, verbatim in shape.
const example = {
  schemaVersion: 1,
  tool: { name: 'gauntlet-lint', version: 'x.y.z' },
  command: 'receipt',
  verdict: 'fail',
  summary: { results: 1, blocker: 1, warning: 0, info: 0 },
  results: [
    {
      id: 'receipts/r1.txt',
      verdict: 'fail',
      findings: [
        {
          rule: 'receipt/witness-ran-target',
          reason: 'witness_exec_ran_not_exec',
          severity: 'blocker',
          message: 'WITNESS kind=exec must cite an EXEC trace line (ran=TRACE#2 is EDIT).',
          file: 'receipts/r1.txt',
          line: 14,
          column: 1,
          evidence: ['...'],
          hint: 'Point ran= at the EXEC line that produced the output.',
        },
      ],
      data: {},
    },
  ],
};

describe('output contract (docs/cli.md, schemaVersion 1)', () => {
  it('accepts the documented report', () => {
    expect(ReportSchema.parse(example)).toEqual(example);
  });

  it('rejects what the contract does not allow', () => {
    expect(ReportSchema.safeParse({ ...example, schemaVersion: 2 }).success).toBe(false);
    expect(ReportSchema.safeParse({ ...example, extra: true }).success).toBe(false);
    const finding = example.results[0]!.findings[0]!;
    expect(FindingSchema.safeParse({ ...finding, severity: 'error' }).success).toBe(false);
    expect(FindingSchema.safeParse({ ...finding, rule: 'NoFamily' }).success).toBe(false);
    expect(FindingSchema.safeParse({ ...finding, reason: 'Not-Snake' }).success).toBe(false);
    expect(FindingSchema.safeParse({ ...finding, line: 0 }).success).toBe(false);
  });

  it('describes the exit-2 error object', () => {
    expect(ErrorReportSchema.parse({ schemaVersion: 1, error: { reason: 'usage', message: 'unknown option --x' } })).toBeTruthy();
    expect(ErrorReportSchema.safeParse({ schemaVersion: 1, error: { reason: 'oops', message: '' } }).success).toBe(false);
  });

  it('locks the engine-level code sets', () => {
    expect(SEVERITIES).toEqual(['blocker', 'warning', 'info']);
    expect(codesOf(ErrorReason)).toEqual(['usage', 'input_missing', 'input_unreadable', 'input_invalid', 'config_invalid', 'internal']);
    expect(codesOf(CoreReason)).toEqual(['input_too_large', 'input_unreadable', 'input_invalid', 'findings_capped', 'budget_exceeded']);
  });

  it('locks the hook outcome codes (docs/guides/claude-code.md)', () => {
    expect(codesOf(HookOutcome)).toEqual([
      'clean',
      'not_checked',
      'payload_malformed',
      'event_unknown',
      'check_failed',
      'loop_guard',
      'write_introduces_blockers',
      'ledger_guard',
      'file_has_blockers',
      'receipt_has_blockers',
      'receipt_missing',
      'changes_have_blockers',
      'marker_invalid',
    ]);
  });
});

describe('config', () => {
  it('accepts files, rules, ignores and maxWarnings', () => {
    const config = { files: { 'docs/plans/**/*.md': 'plan' }, rules: { 'plan/no-stop-language': 'off' }, ignores: ['vendor/**'], maxWarnings: 0 };
    expect(ConfigSchema.parse(config)).toEqual(config);
  });

  it('rejects unknown keys and severities with a path', () => {
    const result = ConfigSchema.safeParse({ rules: { 'a/b': 'fatal' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['rules', 'a/b']);
    expect(result.error?.issues[0]?.message).toContain('"error", "warn"');
    expect(ConfigSchema.safeParse({ rulez: {} }).success).toBe(false);
  });

  it('accepts a full hooks section and rejects unknown or mistyped hook settings with a path', () => {
    const hooks = {
      enabled: true,
      maxFindings: 8,
      preToolUse: { enabled: true, failClosed: false, ledgerGuard: true, approveClean: false },
      postToolUse: { enabled: true, block: false },
      subagentStop: { receipt: { tier2: true, strict: true, roots: ['.'], ledger: 'dispatch/receipt-ledger.jsonl' }, requireReceipt: ['*-implementer'], blockWhenActive: false },
      stop: { enabled: false, base: 'main' },
      pi: { marker: { enabled: true, skills: ['brainstorming'], inventory: ['brainstorming/human-batch'] }, tools: true },
    };
    expect(ConfigSchema.parse({ hooks })).toEqual({ hooks });
    expect(ConfigSchema.safeParse({ hooks: { preToolUse: { ratchet: true } } }).error?.issues[0]?.path).toEqual(['hooks', 'preToolUse']);
    expect(ConfigSchema.safeParse({ hooks: { stop: { enabled: 'yes' } } }).error?.issues[0]?.path).toEqual(['hooks', 'stop', 'enabled']);
    expect(ConfigSchema.safeParse({ hooks: { maxFindings: 0 } }).success).toBe(false);
  });

  it('accepts ESLint\'s "error" and "warn", and [setting, options]', () => {
    const rules = { 'a/b': 'error', 'a/c': 'warn', 'a/d': ['warn', { legacy: true }], 'a/e': ['off', {}] };
    expect(ConfigSchema.parse({ rules })).toEqual({ rules });
    for (const bad of [['warn'], ['warn', { legacy: true }, 3], ['fatal', {}], ['warn', 'legacy'], [{ legacy: true }]]) {
      expect(ConfigSchema.safeParse({ rules: { 'a/b': bad } }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('resolves the aliases to the settings they stand for', () => {
    expect(RuleSettingAlias).toEqual({ error: 'blocker', warn: 'warning' });
    expect((['error', 'warn', 'blocker', 'warning', 'info', 'off'] as const).map(canonicalRuleSetting)).toEqual(['blocker', 'warning', 'blocker', 'warning', 'info', 'off']);
  });

  it('the published JSON Schema lists the aliases and the [setting, options] form', () => {
    const json = JSON.stringify(z.toJSONSchema(ConfigSchema, { target: 'draft-2020-12', unrepresentable: 'any' }));
    expect(json).toContain('"enum":["off","blocker","warning","info","error","warn"]');
    expect(json).toContain('"prefixItems"');
  });
});

describe('JSON Schema export', () => {
  it('every published schema converts with zod 4', () => {
    for (const [name, schema] of Object.entries(PUBLISHED_SCHEMAS)) {
      const json = z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any' });
      expect(json, name).toHaveProperty('$schema', 'https://json-schema.org/draft/2020-12/schema');
    }
    expect(Object.keys(PUBLISHED_SCHEMAS)).toEqual(expect.arrayContaining(['report', 'error-report', 'finding', 'config']));
  });
});
