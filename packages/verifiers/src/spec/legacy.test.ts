import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { run, type RuleOptions } from '@gauntlet/core';
import { scanPlaceholders, specVerifier } from './index.js';
import { isLegacy } from './rules/legacy.js';

// Specs written before the acceptance-criteria section existed, and prose that merely names a
// placeholder word: what the user is told, and what they may opt into (docs/rules/spec/ac-section.md).
const OLD_SPEC = '# Export v1\n\n**Goal:** CSV export.\n\n## Problem\n\nNo export.\n\n## Design\n\nA button.\n';
const WITH_SECTION = '# Export v2\n\n**Goal:** g\n\n## Problem\n\np\n\n## Acceptance criteria\n\nTicket #4, "AC", rows verbatim:\n\n- [x] Export works\n  in-scope\n';

async function check(id: string, text: string, ruleOptions?: RuleOptions) {
  const report = await run(specVerifier, [{ id, input: text }], { ruleOptions });
  const result = report.results[0] as (typeof report.results)[number];
  const ac = result.findings.filter((finding) => finding.rule === 'spec/ac-section');
  return { verdict: report.verdict, ac };
}

describe('spec/ac-section on legacy specs', () => {
  it('fails a spec without the section by default, and says what is missing and how to opt out', async () => {
    const { verdict, ac } = await check('doc/specs/2026-07-30-export.md', OLD_SPEC);
    expect(verdict).toBe('fail');
    expect(ac).toHaveLength(1);
    expect(ac[0]).toMatchObject({ rule: 'spec/ac-section', reason: 'ac_section_missing', severity: 'blocker', file: 'doc/specs/2026-07-30-export.md' });
    expect(ac[0]?.line).toBeUndefined();
    expect(ac[0]?.message).toContain('no acceptance criterion of its ticket is carried into it');
    expect(ac[0]?.hint).toContain('"legacy": true');
  });

  it('with { legacy: true } the missing section is an info note and the spec passes', async () => {
    const { verdict, ac } = await check('doc/specs/2026-07-30-export.md', OLD_SPEC, { 'spec/ac-section': { legacy: true } });
    expect(verdict).toBe('pass');
    expect(ac).toEqual([
      expect.objectContaining({ rule: 'spec/ac-section', reason: 'ac_section_missing', severity: 'info', message: expect.stringContaining('legacy spec') }),
    ]);
    expect(ac[0]?.hint).toBeUndefined();
  });

  it('with { legacyBefore } only specs whose file name is dated earlier are legacy', async () => {
    const options = { 'spec/ac-section': { legacyBefore: '2026-09-20' } };
    expect(await check('doc/specs/2026-07-30-export.md', OLD_SPEC, options)).toMatchObject({ verdict: 'pass', ac: [{ reason: 'ac_section_missing', severity: 'info' }] });
    expect(await check('doc/specs/2026-09-20-export.md', OLD_SPEC, options)).toMatchObject({ verdict: 'fail', ac: [{ reason: 'ac_section_missing', severity: 'blocker' }] });
    expect(await check('doc/specs/2026-10-01-export.md', OLD_SPEC, options)).toMatchObject({ verdict: 'fail', ac: [{ reason: 'ac_section_missing', severity: 'blocker' }] });
    expect(await check('doc/specs/export.md', OLD_SPEC, options)).toMatchObject({ verdict: 'fail', ac: [{ reason: 'ac_section_missing', severity: 'blocker' }] });
    expect(await check('-', OLD_SPEC, options)).toMatchObject({ verdict: 'fail', ac: [{ reason: 'ac_section_missing', severity: 'blocker' }] });
  });

  it('never softens a section that exists: its errors stay blockers', async () => {
    const { verdict, ac } = await check('doc/specs/2026-07-30-export.md', WITH_SECTION, { 'spec/ac-section': { legacy: true } });
    expect(verdict).toBe('fail');
    expect(ac).toEqual([expect.objectContaining({ reason: 'ac_row_checked', severity: 'blocker', line: 13, column: 4 })]);
  });

  it('options of other rules do not reach it', async () => {
    expect(await check('x.md', OLD_SPEC, { 'spec/amend-grant': { legacy: true } })).toMatchObject({ verdict: 'fail', ac: [{ severity: 'blocker' }] });
  });

  it('handles empty and CRLF specs the same way', async () => {
    expect(await check('a.md', '', { 'spec/ac-section': { legacy: true } })).toMatchObject({ verdict: 'pass', ac: [{ reason: 'ac_section_missing', severity: 'info' }] });
    expect(await check('a.md', OLD_SPEC.replace(/\n/g, '\r\n'))).toMatchObject({ verdict: 'fail', ac: [{ reason: 'ac_section_missing', severity: 'blocker' }] });
  });

  it('isLegacy reads the date at the start of the file name only', () => {
    expect(isLegacy({ legacyBefore: '2026-09-20' }, '2026-07-30-x.md')).toBe(true);
    expect(isLegacy({ legacyBefore: '2026-09-20' }, '2026-10-30/2026-07-30.md')).toBe(true);
    expect(isLegacy({ legacyBefore: '2026-09-20' }, 'doc/2026-07-30/x.md')).toBe(false);
    expect(isLegacy({ legacyBefore: '2026-09-20' }, 'v2026-07-30.md')).toBe(false);
    expect(isLegacy({}, '2026-07-30-x.md')).toBe(false);
    expect(isLegacy({ legacy: 'yes' }, '2026-07-30-x.md')).toBe(false);
    expect(isLegacy({ legacy: true }, undefined)).toBe(true);
  });
});

describe('spec/placeholder and hyphenated compounds', () => {
  const tokens = (line: string) => scanPlaceholders([line], [false]).map((hit) => [hit.column, hit.text]);

  it('does not fire on prose compounds such as "TODO-list"', () => {
    expect(tokens('The TODO-list view and the pre-TBD phase; XXX-large shirts.')).toEqual([]);
  });

  it('still fires on a placeholder next to a dash that is punctuation', () => {
    expect(tokens('TODO - pick the queue')).toEqual([[1, 'TODO']]);
    expect(tokens('Retention: TBD-')).toEqual([[12, 'TBD']]);
    expect(tokens('Ticket TODO-12')).toEqual([[8, 'TODO']]);
  });

  it('reports a real placeholder as a warning with its position (the verdict stays pass)', async () => {
    const report = await run(specVerifier, [{ id: 's.md', input: `${WITH_SECTION.replace('- [x]', '- [ ]')}\nOwner: TBD\nSee the TODO-list.\n` }]);
    const placeholders = (report.results[0]?.findings ?? []).filter((finding) => finding.rule === 'spec/placeholder');
    expect(placeholders).toEqual([expect.objectContaining({ reason: 'placeholder_found', severity: 'warning', line: 16, column: 8 })]);
    expect(report.verdict).toBe('pass');
  });

  it('a compound never hides a placeholder elsewhere on the line (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('TODO-list', 'pre-TODO', ' ', 'word', '-', '(', ')'), { maxLength: 12 }), (parts) => {
        const line = `${parts.join(' ')} TODO`;
        expect(tokens(line).at(-1)).toEqual([line.length - 3, 'TODO']);
      }),
      { numRuns: 300 },
    );
  });
});
