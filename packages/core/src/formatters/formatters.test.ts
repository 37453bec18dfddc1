import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AjvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { Report } from '@gauntlet/contracts/codes';
import { ReportSchema } from '@gauntlet/contracts';
import { defineRule } from '../engine/rule.js';
import { formatReport } from './index.js';

const rule = defineRule<unknown>({
  id: 'demo/witness',
  description: 'Witness lines cite an EXEC trace line.',
  severity: 'blocker',
  reasons: ['witness_exec_ran_not_exec'],
  check: () => undefined,
});
const advisory = defineRule<unknown>({ id: 'demo/advice', description: 'Advice.', severity: 'info', reasons: ['advice'], check: () => undefined });

const source = 'VERDICT: PASS\nTRACE:\n  #1 EXEC npm test\nWITNESS kind=exec ran=TRACE#2\n';
const report: Report = {
  schemaVersion: 1,
  tool: { name: 'gauntlet-lint', version: '0.1.0' },
  command: 'receipt',
  verdict: 'fail',
  summary: { results: 2, blocker: 1, warning: 1, info: 1 },
  results: [
    {
      id: 'receipts/r,1:x.txt',
      verdict: 'fail',
      findings: [
        {
          rule: 'demo/witness',
          reason: 'witness_exec_ran_not_exec',
          severity: 'blocker',
          message: 'WITNESS kind=exec must cite an EXEC trace line (ran=TRACE#2 is EDIT).\nSecond line 100%',
          file: 'receipts/r,1:x.txt',
          line: 4,
          column: 19,
          evidence: ['WITNESS kind=exec ran=TRACE#2'],
          hint: 'Point ran= at the EXEC line.',
        },
        { rule: 'demo/advice', reason: 'advice', severity: 'info', message: 'Consider it.', file: 'receipts/r,1:x.txt' },
      ],
      data: { tier: 1 },
    },
    { id: 'ok.txt', verdict: 'pass', findings: [{ rule: 'demo/advice', reason: 'advice', severity: 'warning', message: 'Hmm.' }], data: {} },
  ],
};
const options = { rules: [rule, advisory], source: (file: string) => (file === 'receipts/r,1:x.txt' ? source : undefined) };

describe('json', () => {
  it('is the schemaVersion 1 report, valid against the contract', () => {
    const parsed = JSON.parse(formatReport(report, 'json', options));
    expect(ReportSchema.parse(parsed)).toEqual(report);
  });

  it('prints an empty report', () => {
    const empty: Report = { ...report, verdict: 'pass', summary: { results: 0, blocker: 0, warning: 0, info: 0 }, results: [] };
    expect(JSON.parse(formatReport(empty, 'json'))).toEqual(empty);
  });
});

describe('text', () => {
  it('groups by file with line:col, severity, message, rule, evidence, hint and a code frame', () => {
    const text = formatReport(report, 'text', options);
    expect(text).toContain('receipts/r,1:x.txt\n  -       info     Consider it.  demo/advice\n  4:19    blocker  WITNESS kind=exec must cite');
    expect(text).toContain('  demo/witness\n    │ WITNESS kind=exec ran=TRACE#2\n    hint: Point ran= at the EXEC line.\n');
    expect(text).toContain('> 4 | WITNESS kind=exec ran=TRACE#2');
    expect(text).toMatch(/\| {19}\^/);
    expect(text).toContain('ok.txt\n  -       warning  Hmm.  demo/advice');
    expect(text.trimEnd().split('\n').pop()).toBe('✖ 2 problems (1 blocker, 1 warning) and 1 note in 2 results: fail');
    expect(text).not.toContain('\u001b[');
  });

  it('colours only when asked, and makes control characters visible', () => {
    expect(formatReport(report, 'text', { ...options, color: true })).toContain('\u001b[31mblocker\u001b[39m');
    const hostile: Report = { ...report, results: [{ ...report.results[1]!, findings: [{ rule: 'demo/advice', reason: 'advice', severity: 'info', message: 'evil \u001b[2J\u0007' }] }] };
    expect(formatReport(hostile, 'text')).toContain('evil \\x1b[2J\\x07');
  });

  it('says so when there is nothing to report', () => {
    const clean: Report = { ...report, verdict: 'pass', summary: { results: 3, blocker: 0, warning: 0, info: 0 }, results: [] };
    expect(formatReport(clean, 'text')).toBe('✔ 3 results, no problems\n');
  });
});

describe('sarif', () => {
  const require = createRequire(import.meta.url);
  const schema = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
  // The official schema is draft-04 and uses a pattern that is invalid under the `u` flag.
  // Both packages are CommonJS with an `exports.default`; NodeNext sees the module object.
  const Ajv = (AjvDraft04 as unknown as { default: typeof AjvDraft04.default }).default;
  const addFormats = (ajvFormats as unknown as { default: typeof ajvFormats.default }).default;
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv as unknown as Parameters<typeof addFormats>[0]);
  const validate = ajv.compile(schema);

  it('validates against the official SARIF 2.1.0 JSON schema', () => {
    const log = JSON.parse(formatReport(report, 'sarif', options));
    const valid = validate(log);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('carries rules[], ruleIndex, help, fullDescription and line hashes', () => {
    const log = JSON.parse(formatReport(report, 'sarif', options));
    const run = log.runs[0];
    expect(run.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual(['demo/witness', 'demo/advice']);
    expect(run.tool.driver.rules[0].help.text).toContain('docs/rules/demo/witness.md');
    expect(run.tool.driver.rules[0].fullDescription.text).toContain('witness_exec_ran_not_exec');
    expect(run.results.map((r: { ruleIndex: number; level: string }) => [r.ruleIndex, r.level])).toEqual([
      [0, 'error'],
      [1, 'note'],
      [1, 'warning'],
    ]);
    expect(run.results[0].locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'receipts/r,1:x.txt', uriBaseId: '%SRCROOT%' },
      region: { startLine: 4, startColumn: 19 },
    });
    expect(run.results[0].partialFingerprints.primaryLocationLineHash).toMatch(/^[0-9a-f]{16}:1$/);
    const again = JSON.parse(formatReport(report, 'sarif', options));
    expect(again).toEqual(log);
  });

  it('is valid when there are no results', () => {
    const empty: Report = { ...report, verdict: 'pass', summary: { results: 0, blocker: 0, warning: 0, info: 0 }, results: [] };
    expect(validate(JSON.parse(formatReport(empty, 'sarif', options)))).toBe(true);
  });
});

describe('github', () => {
  it('escapes like the actions toolkit', () => {
    const out = formatReport(report, 'github', options).split('\n');
    expect(out[0]).toBe(
      '::error file=receipts/r%2C1%3Ax.txt,line=4,col=19,title=demo/witness (witness_exec_ran_not_exec)::WITNESS kind=exec must cite an EXEC trace line (ran=TRACE#2 is EDIT).%0ASecond line 100%25',
    );
    expect(out[1]).toBe('::notice file=receipts/r%2C1%3Ax.txt,title=demo/advice (advice)::Consider it.');
    expect(out[2]).toBe('::warning file=ok.txt,title=demo/advice (advice)::Hmm.');
  });

  it('caps annotations at 10 per severity and points to the full report', () => {
    const many: Report = {
      ...report,
      results: [{ id: 'f', verdict: 'fail', data: {}, findings: Array.from({ length: 13 }, (_, i) => ({ rule: 'demo/witness', reason: 'witness_exec_ran_not_exec', severity: 'blocker' as const, message: `m${i}`, line: i + 1 })) }],
    };
    const lines = formatReport(many, 'github', { fullReportHint: 'report.sarif' }).trimEnd().split('\n');
    expect(lines.filter((line) => line.startsWith('::error'))).toHaveLength(10);
    expect(lines.find((line) => line.startsWith('::notice title=gauntlet-lint::'))).toContain('3 more finding(s) not annotated');
    expect(lines.at(-2)).toContain('Full report: report.sarif');
  });
});

describe('notes and coverage (what was not verified)', () => {
  const noted: Report = {
    schemaVersion: 1,
    tool: { name: 'gauntlet-lint', version: '0.1.0' },
    command: 'receipt',
    verdict: 'pass',
    summary: { results: 1, blocker: 0, warning: 0, info: 0 },
    results: [
      {
        id: 'r.rcpt',
        verdict: 'pass',
        findings: [],
        data: {
          notes: ['UNVERIFIABLE: out.log (no file under root)', 'PROVENANCE-ONLY: src/a.ts (declared in TRACE, not verified)'],
          coverage: [
            { label: 'artifacts hash-verified', done: 0, total: 2 },
            { label: 'witnesses evaluated', done: 0, total: 1 },
          ],
        },
      },
    ],
  };

  it('text: notes after the findings, one coverage line, and never a bare "no problems"', () => {
    const text = formatReport(noted, 'text');
    expect(text).toBe(
      'r.rcpt\n  note: UNVERIFIABLE: out.log (no file under root)\n  note: PROVENANCE-ONLY: src/a.ts (declared in TRACE, not verified)\n' +
        '  coverage: artifacts hash-verified 0/2, witnesses evaluated 0/1\n\n✔ 1 result, no problems (2 notes; 1 result not fully verified)\n',
    );
    expect(formatReport(noted, 'text', { quiet: true })).not.toContain('note:');
  });

  it('text: a result with only info findings has notes, not problems', () => {
    const infoOnly: Report = { ...noted, summary: { results: 1, blocker: 0, warning: 0, info: 3 }, results: [{ id: 'a', verdict: 'pass', findings: [], data: {} }] };
    expect(formatReport(infoOnly, 'text')).toBe('✔ 1 result, no problems (3 notes)\n');
  });

  it('github: notes and coverage as notices on the result', () => {
    const lines = formatReport(noted, 'github').split('\n');
    expect(lines[0]).toBe('::notice file=r.rcpt,title=gauntlet-lint note::UNVERIFIABLE: out.log (no file under root)');
    expect(lines[2]).toBe('::notice file=r.rcpt,title=gauntlet-lint note::coverage: artifacts hash-verified 0/2, witnesses evaluated 0/1');
  });

  it('sarif: notes are tool notifications at level note (not results), and the log stays valid', async () => {
    const { createRequire } = await import('node:module');
    const require = createRequire(import.meta.url);
    const schema = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
    const Ajv = (AjvDraft04 as unknown as { default: typeof AjvDraft04.default }).default;
    const validate = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false }).compile(schema);
    const log = JSON.parse(formatReport(noted, 'sarif', { rules: [rule] }));
    expect(validate.errors ?? []).toEqual([]);
    expect(validate(log)).toBe(true);
    expect(log.runs[0].results).toEqual([]);
    const notifications = log.runs[0].invocations[0].toolExecutionNotifications;
    expect(notifications.map((n: { level: string; message: { text: string } }) => [n.level, n.message.text])).toEqual([
      ['note', 'UNVERIFIABLE: out.log (no file under root)'],
      ['note', 'PROVENANCE-ONLY: src/a.ts (declared in TRACE, not verified)'],
      ['note', 'coverage: artifacts hash-verified 0/2, witnesses evaluated 0/1'],
    ]);
  });

  it('sarif survives a file name with an unpaired surrogate', () => {
    const bad: Report = { ...report, results: [{ id: 'a\ud800b', verdict: 'fail', data: {}, findings: [{ rule: 'demo/witness', reason: 'witness_exec_ran_not_exec', severity: 'blocker', message: 'm\udc00' }] }] };
    const log = JSON.parse(formatReport(bad, 'sarif', options));
    expect(log.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe('a%EF%BF%BDb');
    expect(log.runs[0].results[0].message.text).toBe('m\ufffd');
  });
});

