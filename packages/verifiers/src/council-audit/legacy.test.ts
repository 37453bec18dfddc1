import { describe, expect, it } from 'vitest';
import { run, type RuleOptions } from '@gauntlet/core';
import { councilAuditVerifier, parseAudit } from './index.js';

// What a user is told about commits that carry no council audit, or one from before the format
// gained severities and raisers, and the legacy option (docs/rules/council-audit/recognized.md).
const PLAIN_COMMIT = 'docs(spec): add the export spec\n\nWritten with the product owner.\n';
const OLD_FORMAT = 'docs(spec): export\n\nApplied: clarified retries -> edit\nDeferred: none\nRejected: rename field -> keep\n';
const MISSING_LABEL = 'Applied: none\nDeferred: none\n';
const BAD_ITEM = 'Applied: [major] retries - raised-by: [p-alpha] -> stated\nDeferred: later\nRejected: none\n';

async function check(text: string, ruleOptions?: RuleOptions) {
  const report = await run(councilAuditVerifier, [{ id: 'COMMIT_MSG', input: text }], { ruleOptions });
  const result = report.results[0] as (typeof report.results)[number];
  return { verdict: report.verdict, findings: result.findings, items: result.data.items };
}

describe('council-audit/recognized messages', () => {
  it('says "no council audit found" for a commit without any label', async () => {
    const { verdict, findings, items } = await check(PLAIN_COMMIT);
    expect(verdict).toBe('fail');
    expect(items).toBeNull();
    expect(findings).toEqual([
      expect.objectContaining({ rule: 'council-audit/recognized', reason: 'audit_unparseable', severity: 'blocker', message: expect.stringMatching(/^No council audit found/) }),
    ]);
    expect(findings[0]?.message).not.toContain('lacks');
    expect(findings[0]?.hint).toContain('"legacy": true');
  });

  it('names the old format, with the line of its first item', async () => {
    const { verdict, findings } = await check(OLD_FORMAT);
    expect(verdict).toBe('fail');
    expect(findings).toEqual([expect.objectContaining({ reason: 'audit_unparseable', severity: 'blocker', line: 3, column: 1, message: expect.stringContaining('old format') })]);
  });

  it('keeps the precise message for a missing label or one bad item', async () => {
    expect((await check(MISSING_LABEL)).findings).toEqual([expect.objectContaining({ severity: 'blocker', message: expect.stringContaining('lacks the Rejected label') })]);
    expect((await check(BAD_ITEM)).findings).toEqual([expect.objectContaining({ severity: 'blocker', line: 2, message: expect.stringContaining('Deferred item on line 2 has no [blocker|major|minor] severity') })]);
  });

  it('with { legacy: true } a commit without an audit, or with an old-format one, is a note and passes', async () => {
    const options = { 'council-audit/recognized': { legacy: true } };
    for (const text of [PLAIN_COMMIT, OLD_FORMAT, '']) {
      const { verdict, findings, items } = await check(text, options);
      expect(verdict).toBe('pass');
      expect(items).toBeNull();
      expect(findings).toEqual([expect.objectContaining({ rule: 'council-audit/recognized', reason: 'audit_unparseable', severity: 'info', message: expect.stringContaining('legacy commit') })]);
    }
  });

  it('with { legacy: true } a broken new-format audit still fails', async () => {
    const options = { 'council-audit/recognized': { legacy: true } };
    expect(await check(MISSING_LABEL, options)).toMatchObject({ verdict: 'fail', findings: [{ reason: 'audit_unparseable', severity: 'blocker' }] });
    expect(await check(BAD_ITEM, options)).toMatchObject({ verdict: 'fail', findings: [{ reason: 'audit_unparseable', severity: 'blocker', line: 2 }] });
  });

  it('classifies problems for hosts (parseAudit.problem.kind)', () => {
    expect(parseAudit(PLAIN_COMMIT).problem?.kind).toBe('absent');
    expect(parseAudit('').problem?.kind).toBe('absent');
    expect(parseAudit(OLD_FORMAT.replace(/\n/g, '\r\n')).problem?.kind).toBe('old_format');
    expect(parseAudit(MISSING_LABEL).problem?.kind).toBe('labels_missing');
    expect(parseAudit(BAD_ITEM).problem?.kind).toBe('item');
    expect(parseAudit('Applied: none\nDeferred: none\nRejected: none\n').problem).toBeNull();
  });
});
