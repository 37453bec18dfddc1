import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConflictReportDataSchema } from '@gauntlet/contracts';
import { ConflictReason, codesOf } from '@gauntlet/contracts/codes';
import { conflictGate, conflictRules, parseConflictReport, validateConflictReport, verifyConflictReport } from './index.js';

const report = (...lines: string[]) => `${lines.join('\n')}\n`;
const HEADING = '## Conflict Detection Report';
const BLOCKER = ['[BLOCKER] Locked ADR contradicted', '  Found: incoming SPEC-7 stores sessions in Redis', '  Expected: ADR-0003 requires Postgres-only state', '  → supersede ADR-0003 first'];
const WARNING = ['[WARNING] Two owners for one requirement', '  Found: the billing brief restates R7', '  Impact: two sources of truth', '  → name one doc as the owner'];
const INFO = ['[INFO] Glossary gains a word', '  Note: "workspace" appears here first'];

const errorsOf = (text: string, strictInfo = false) => validateConflictReport(text, { strictInfo }).errors.map((issue) => issue.code);
const advisoriesOf = (text: string) => validateConflictReport(text).advisories.map((issue) => issue.code);

describe('conflict: reason codes', () => {
  it('locks the documented codes (docs/rules/conflict/)', () => {
    expect(codesOf(ConflictReason)).toEqual([
      'unknown_severity',
      'markdown_table_forbidden',
      'entry_missing_found',
      'entry_missing_context_label',
      'entry_missing_remediation',
      'entry_title_missing',
      'label_value_empty',
      'report_heading_missing',
      'section_count_mismatch',
      'entry_in_wrong_section',
      'section_order',
      'label_unconventional',
      'remediation_ascii_arrow',
      'gate_invalid_report',
      'gate_blockers_present',
      'gate_warnings_present',
      'gate_info_only',
      'gate_no_conflicts',
    ]);
    expect(new Set(conflictRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(ConflictReason)));
  });
});

describe('conflict: validateConflictReport', () => {
  const full = report(HEADING, '', '### BLOCKERS (1)', '', ...BLOCKER, '', '### WARNINGS (1)', '', ...WARNING, '', '### INFO (1)', '', ...INFO);

  it('accepts the template report, an empty report, and no text at all', () => {
    expect(errorsOf(full)).toEqual([]);
    expect(advisoriesOf(full)).toEqual([]);
    expect(errorsOf('GSD > No conflicts detected.\n')).toEqual([]);
    expect(errorsOf('')).toEqual([]);
  });

  it('parses entries with their labels, remediation and section', () => {
    const parsed = parseConflictReport(full);
    expect(parsed.entries.map((entry) => [entry.severity, entry.title, entry.section])).toEqual([
      ['BLOCKER', 'Locked ADR contradicted', 'BLOCKERS'],
      ['WARNING', 'Two owners for one requirement', 'WARNINGS'],
      ['INFO', 'Glossary gains a word', 'INFO'],
    ]);
    expect(parsed.entries[0]?.remediations).toEqual([{ text: 'supersede ADR-0003 first', line: 8 }]);
  });

  it.each([
    ['unknown_severity', report(HEADING, '[CRITICAL] Rows could vanish', '  Found: a', '  Expected: b', '  → c')],
    ['unknown_severity', report(HEADING, '[blocker] Lowercase', '  Found: a', '  Expected: b', '  → c')],
    ['markdown_table_forbidden', report(HEADING, '| Severity | Title |', '|---|---|')],
    ['entry_missing_found', report(HEADING, ...WARNING.filter((line) => !line.includes('Found:')))],
    ['entry_missing_context_label', report(HEADING, ...BLOCKER.filter((line) => !line.includes('Expected:')))],
    ['entry_missing_remediation', report(HEADING, ...BLOCKER.slice(0, 3))],
    ['entry_title_missing', report(HEADING, '[INFO]', '  Note: untitled')],
    ['report_heading_missing', report(...INFO)],
    ['section_count_mismatch', report(HEADING, '### BLOCKERS (2)', ...BLOCKER)],
    ['entry_in_wrong_section', report(HEADING, '### BLOCKERS (1)', ...WARNING)],
    ['section_order', report(HEADING, '### INFO (1)', ...INFO, '### BLOCKERS (1)', ...BLOCKER)],
  ])('reports %s', (code, text) => {
    expect([...new Set(errorsOf(text))]).toEqual([code]);
  });

  it('reports an empty label value (and the missing context it causes)', () => {
    const text = report(HEADING, '[WARNING] Impact left blank', '  Found: REQ-8 has new wording', '  Impact:', '  → agree on the wording');
    expect(errorsOf(text)).toEqual(['label_value_empty', 'entry_missing_context_label']);
  });

  it('treats an ASCII arrow as an advisory that also leaves the remediation missing', () => {
    const text = report(HEADING, '[WARNING] Stale id', '  Found: REQ-14', '  Impact: renumbered', '  -> cite REQ-41');
    expect(errorsOf(text)).toEqual(['entry_missing_remediation']);
    expect(advisoriesOf(text)).toEqual(['remediation_ascii_arrow']);
    expect(errorsOf(report(HEADING, ...BLOCKER.slice(0, 3), '  →'))).toEqual(['entry_missing_remediation']);
  });

  it('flags an unconventional context label as an advisory only', () => {
    const text = report(HEADING, '[BLOCKER] Version out of range', '  Found: v7', '  Note: releases stop at v2', '  → retarget');
    expect(errorsOf(text)).toEqual([]);
    expect(advisoriesOf(text)).toEqual(['label_unconventional']);
  });

  it('lets INFO go without Found: unless strictInfo', () => {
    expect(errorsOf(report(HEADING, ...INFO))).toEqual([]);
    expect(errorsOf(report(HEADING, ...INFO), true)).toEqual(['entry_missing_found']);
  });

  it('stays linear on hostile lines', () => {
    const hostile = `${HEADING}\n[BLOCKER]${' '.repeat(300_000)}\u2028\n  Found:${' '.repeat(300_000)}\u2028\n${'| '.repeat(100_000)}\n`;
    const started = Date.now();
    expect(errorsOf(hostile)).toContain('markdown_table_forbidden');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('handles CRLF and a BOM', () => {
    expect(errorsOf(`\ufeff${full.replace(/\n/g, '\r\n')}`)).toEqual([]);
  });

  it('never throws on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('[', ']', 'B', 'L', 'O', 'C', 'K', 'E', 'R', 'I', 'N', 'F', '#', '|', '-', '→', ':', ' ', '\n', 'Found', 'Note', '(1)') }), (text) => {
        const validation = validateConflictReport(text);
        expect(validation.valid).toBe(validation.errors.length === 0);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(parseConflictReport(text).entries.length).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('conflict: the safety gate', () => {
  it.each([
    [{ BLOCKER: 1, WARNING: 2, INFO: 3 }, true, 'blocked', 'blockers_present'],
    [{ BLOCKER: 0, WARNING: 1, INFO: 3 }, true, 'approval_required', 'warnings_present'],
    [{ BLOCKER: 0, WARNING: 0, INFO: 3 }, true, 'proceed', 'info_only'],
    [{ BLOCKER: 0, WARNING: 0, INFO: 0 }, true, 'proceed', 'no_conflicts'],
    [{ BLOCKER: 0, WARNING: 0, INFO: 0 }, false, 'blocked', 'invalid_report'],
  ])('%o valid=%s → %s', (counts, valid, decision, code) => {
    expect(conflictGate({ counts, valid }, 'import')).toMatchObject({ decision, code });
  });

  it('writes the banner with no singular form, only for blocked valid reports', () => {
    expect(conflictGate({ counts: { BLOCKER: 1, WARNING: 0, INFO: 0 }, valid: true }, 'import')).toEqual({
      decision: 'blocked',
      code: 'blockers_present',
      banner: 'GSD > BLOCKED: 1 blockers must be resolved before import can proceed.',
      writesAllowed: false,
      promptRequired: false,
    });
    expect(conflictGate({ counts: { BLOCKER: 0, WARNING: 1, INFO: 0 }, valid: true }, 'import')).toMatchObject({ banner: null, promptRequired: true, writesAllowed: false });
  });

  it('produces data that matches the published schema', async () => {
    for (const text of ['', report(HEADING, '[CRITICAL] x', '  Found: a'), report(HEADING, '### BLOCKERS (1)', ...BLOCKER)]) {
      expect(ConflictReportDataSchema.safeParse((await verifyConflictReport(text, { operation: 'import' })).data).success).toBe(true);
    }
  });

  it('reports the decision as gate_<code>, blocker / warning / info, with counts in data', async () => {
    const blocked = await verifyConflictReport(report(HEADING, '### BLOCKERS (1)', ...BLOCKER), { operation: 'ingest' });
    expect(blocked.findings.map((f) => [f.reason, f.severity])).toEqual([['gate_blockers_present', 'blocker']]);
    expect(blocked.data.counts).toEqual({ BLOCKER: 1, WARNING: 0, INFO: 0 });
    expect(blocked.data.gate).toMatchObject({ banner: 'GSD > BLOCKED: 1 blockers must be resolved before ingest can proceed.' });

    const warned = await verifyConflictReport(report(HEADING, ...WARNING), { operation: 'import' });
    expect(warned.findings.map((f) => [f.reason, f.severity])).toEqual([['gate_warnings_present', 'warning']]);

    const invalid = await verifyConflictReport(report(HEADING, '[CRITICAL] x', '  Found: a', '  Expected: b'), { operation: 'import' });
    expect(invalid.findings.map((f) => [f.reason, f.severity, f.line])).toEqual([
      ['unknown_severity', 'blocker', 2],
      ['gate_invalid_report', 'blocker', undefined],
    ]);
    expect(invalid.data.counts).toEqual({ BLOCKER: 0, WARNING: 0, INFO: 0 });

    const empty = await verifyConflictReport('GSD > No conflicts detected.\n', { operation: 'import' });
    expect(empty.findings.map((f) => [f.reason, f.severity])).toEqual([['gate_no_conflicts', 'info']]);
  });
});
