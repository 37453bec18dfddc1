import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CouncilAuditReason, codesOf } from '@gauntlet/contracts/codes';
import { councilAuditRules, normaliseRaiser, parseAudit, verifyCouncilAudit } from './index.js';

describe('council-audit', () => {
  it('locks the documented reason codes (docs/rules/council-audit/README.md)', () => {
    expect(codesOf(CouncilAuditReason)).toEqual(['audit_unparseable']);
    expect(councilAuditRules.flatMap((rule) => rule.reasons)).toEqual(['audit_unparseable']);
  });

  it('recognises an audit in a commit body, with the stats line', async () => {
    const body = [
      'docs(spec): add export flow spec',
      '',
      'Coverage: 2 of 3 members reported; p-perf: crashed',
      'Applied: [major] Retry policy unstated - raised-by: [p-alpha, member-1-p-beta.md] -> stated 3 retries',
      '- Applied: [MINOR] Typo - raised-by: [p/beta:high, p-alpha, p-alpha] -> fixed',
      'Deferred: none',
      '* Rejected: [Blocker] Rename field - raised-by: [p-gamma] -> keep ticket wording',
    ].join('\n');
    const { findings, data } = await verifyCouncilAudit(body);
    expect(findings).toEqual([]);
    expect(data).toEqual({
      items: [
        { disposition: 'applied', severity: 'major', raisedBy: ['p-alpha', 'p-beta'] },
        { disposition: 'applied', severity: 'minor', raisedBy: ['p-beta-high', 'p-alpha'] },
        { disposition: 'rejected', severity: 'blocker', raisedBy: ['p-gamma'] },
      ],
      statsLine: 'Council: 2 applied, 0 deferred, 1 rejected; coverage 2 of 3',
    });
  });

  it('accepts all-none audits, case-insensitively', async () => {
    expect((await verifyCouncilAudit('Applied: NONE\nDeferred: None\nRejected: none  \n')).data).toEqual({ items: [], statsLine: 'Council: 0 applied, 0 deferred, 0 rejected' });
  });

  it.each([
    ['a label missing', 'Applied: [major] x - raised-by: [p-alpha]\nDeferred: none'],
    ['an item without severity', 'Applied: x - raised-by: [p-alpha]\nDeferred: none\nRejected: none'],
    ['an item without raised-by', 'Applied: [major] x\nDeferred: none\nRejected: none'],
    ['only a dash raiser', 'Applied: [major] cache - raised-by: [-] -> added\nDeferred: none\nRejected: none'],
    ['lowercase labels', 'applied: [major] x - raised-by: [p] -> y\nDeferred: none\nRejected: none'],
    ['the old format', 'Applied: cache headers -> added\nDeferred: log sampling -> next month\nRejected: rename -> no'],
    ['an empty body', ''],
  ])('reports audit_unparseable for %s, with items null', async (_name, body) => {
    const { findings, data } = await verifyCouncilAudit(body);
    expect(findings.map((f) => [f.reason, f.severity])).toEqual([['audit_unparseable', 'blocker']]);
    expect(data.items).toBeNull();
  });

  it('ignores labels in the middle of a line', async () => {
    expect((await verifyCouncilAudit('Recap: Applied: [minor] typo - raised-by: [p-docs] -> fixed\nApplied: none\nDeferred: none\nRejected: none')).data.items).toEqual([]);
  });

  it('normalises raisers', () => {
    expect(normaliseRaiser(' member-12-p-alpha.md ')).toBe('p-alpha');
    expect(normaliseRaiser('p/beta:high')).toBe('p-beta-high');
  });

  it('handles CRLF and huge bodies', async () => {
    expect((await verifyCouncilAudit('Applied: none\r\nDeferred: none\r\nRejected: none\r\n')).findings).toEqual([]);
    const many = `${'Applied: [minor] x - raised-by: [a] -> y\n'.repeat(20_000)}Deferred: none\nRejected: none`;
    expect(((await verifyCouncilAudit(many)).data.items as unknown[]).length).toBe(20_000);
  });

  it('reads a hostile item in linear time (20 000 unclosed raiser lists took 20 s with a backtracking regex)', () => {
    const hostile = `Applied: [major] ${'raised-by: ['.repeat(20_000)}\nDeferred: none\nRejected: none\n`;
    const started = performance.now();
    expect(parseAudit(hostile).problem).toMatchObject({ kind: 'item', line: 1 });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('reads the raisers of the first raised-by list that is closed', () => {
    const audit = (item: string) => parseAudit(`Applied: [major] ${item}\nDeferred: none\nRejected: none`);
    expect(audit('x - raised-by: p-alpha, raised-by:  [p-beta] -> y').items).toEqual([{ disposition: 'applied', severity: 'major', raisedBy: ['p-beta'] }]);
    expect(audit('x - raised-by:\t[p-alpha]] -> y').items).toEqual([{ disposition: 'applied', severity: 'major', raisedBy: ['p-alpha'] }]);
    expect(audit('x - raised-by: [] -> y').problem).toMatchObject({ kind: 'item', message: 'The Applied item on line 1 names no raiser.' });
    expect(audit('x - raised-by: [p-alpha -> y').problem).toMatchObject({ kind: 'item', message: 'The Applied item on line 1 has no "raised-by: [...]" attribution.' });
    expect(audit('x - raised-by: [p-alpha raised-by: [p-beta] -> y').items).toEqual([{ disposition: 'applied', severity: 'major', raisedBy: ['p-alpha-raised-by---p-beta'] }]);
  });

  it('never throws (property)', () => {
    const alphabet = fc.constantFrom('Applied:', 'Deferred:', 'Rejected:', ' none', ' [major]', ' raised-by: [', ']', 'p-a', ',', '\n', '- ', 'Coverage: 1 of 2');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(alphabet, { maxLength: 30 }).map((parts) => parts.join(''))), (text) => {
        const audit = parseAudit(text);
        expect(audit.items === null).toBe(audit.problem !== null);
      }),
      { numRuns: 500 },
    );
  });
});
