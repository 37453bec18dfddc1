import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SpecReason, codesOf } from '@gauntlet/contracts/codes';
import { blankCodeSpans, firstRef, parseSpec, specRules, verifySpec } from './index.js';
import { DEFAULT_SPEC_DIRS } from './text.js';

const AC_CODES = new Set<string>([
  ...codesOf(SpecReason).filter((code) => code.startsWith('ac_') || code.startsWith('disposition_') || /^(deviates|deferred|venue|elsewhere)_/.test(code)),
]);

const spec = (section: string, header = '**Goal:** g\n**Amend-grant:** none') => `# Feature X\n\n${header}\n\n## Problem\n\np\n\n${section}\n\n## Design\n\nd\n`;
const acSection = (body: string, heading = '## Acceptance criteria') => spec(`${heading}\n\n${body}`);
const rows = (body: string) => acSection(`Ticket northwind/billing#212, "Acceptance criteria", rows verbatim:\n\n${body}`);

async function acReasons(text: string, options = {}) {
  const { findings } = await verifySpec(text, options);
  return findings.filter((f) => AC_CODES.has(f.reason)).map((f) => f.reason);
}

describe('spec', () => {
  it('locks the documented reason codes (docs/rules/spec/README.md)', () => {
    expect(codesOf(SpecReason)).toEqual([
      'ac_section_missing', 'ac_section_duplicated', 'ac_section_empty', 'ac_none_reason_invalid', 'ac_none_duplicated',
      'ac_mixed_none_and_rows', 'ac_row_checked', 'ac_row_syntax_invalid', 'disposition_unknown', 'disposition_multiple',
      'deviates_reason_missing', 'deferred_ref_missing', 'deferred_ref_unresolvable', 'venue_malformed', 'venue_production',
      'elsewhere_repo_missing', 'elsewhere_is_this_repo', 'ac_intro_missing', 'ac_heading_nonstandard', 'ac_stray_text',
      'disposition_defaulted', 'grant_line_absent', 'grant_none', 'grant_active', 'grant_line_duplicated', 'grant_value_empty',
      'grant_value_continued', 'fund_count_invalid', 'engine_deferred', 'engine_not_deferred', 'engine_line_absent',
      'engine_line_duplicated', 'engine_line_outside_header', 'placeholder_found',
    ]);
    expect(new Set(specRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(SpecReason)));
  });

  describe('acceptance criteria', () => {
    it('reads every disposition and renders the Scope cuts line', async () => {
      const text = rows(
        [
          '- [ ] Invoices download as PDF', '  in-scope',
          '- [ ] Download starts within 3s', '  venue: staging - p90 over the demo tenant',
          '- [ ] Fax delivery retired', '  deviates: kept for one region',
          '- [ ] Downloads are logged', '  deferred: northwind/billing#230',
          '- [ ] Portal shows a spinner', '  elsewhere: northwind/portal',
        ].join('\n'),
      );
      const { findings, data } = await verifySpec(text, { thisRepo: 'northwind/billing' });
      expect(findings.filter((f) => f.severity !== 'info').map((f) => f.reason)).toEqual([]);
      expect(data.acceptance).toEqual({
        form: 'rows',
        noneLine: null,
        rows: [
          { n: 1, text: 'Invoices download as PDF', disposition: { kind: 'in-scope' } },
          { n: 2, text: 'Download starts within 3s', disposition: { kind: 'venue', env: 'staging', observation: 'p90 over the demo tenant' } },
          { n: 3, text: 'Fax delivery retired', disposition: { kind: 'deviates', why: 'kept for one region' } },
          { n: 4, text: 'Downloads are logged', disposition: { kind: 'deferred', where: 'northwind/billing#230', ref: 'northwind/billing#230' } },
          { n: 5, text: 'Portal shows a spinner', disposition: { kind: 'elsewhere', repo: 'northwind/portal' } },
        ],
        scopeCutsLine:
          'Scope cuts: Download starts within 3s - venue: staging - p90 over the demo tenant; Fax delivery retired - deviates: kept for one region; Downloads are logged - deferred: northwind/billing#230',
      });
    });

    it.each([
      ['none - no ticket'],
      ['none - ticket has no acceptance criteria'],
      ['none - ticket not fetched (tracker was down)'],
    ])('accepts the none form "%s"', async (line) => {
      const { data } = await verifySpec(acSection(line));
      expect(await acReasons(acSection(line))).toEqual([]);
      expect(data.acceptance).toEqual({ form: 'none', noneLine: line, rows: [], scopeCutsLine: 'Scope cuts: none' });
    });

    it('defaults a row without disposition to in-scope (legacy), with advisories', async () => {
      const text = acSection('- [ ] Totals include tax\n- [ ] Zero totals stay hidden', '## Acceptance criteria (from #71)');
      const { findings, data } = await verifySpec(text);
      expect(findings.filter((f) => AC_CODES.has(f.reason)).map((f) => [f.reason, f.severity])).toEqual([
        ['ac_heading_nonstandard', 'warning'], ['ac_intro_missing', 'warning'], ['disposition_defaulted', 'warning'], ['disposition_defaulted', 'warning'],
      ]);
      expect((data.acceptance as { rows: unknown[] }).rows[0]).toEqual({ n: 1, text: 'Totals include tax', disposition: { kind: 'in-scope', defaulted: true } });
    });

    it('lets a nested list ride with its row and drops in-scope commentary', async () => {
      const text = rows('- [ ] Upload checks each line:\n  - a blank amount fails\n  - a repeated SKU fails\n  in-scope (the parser covers it)');
      expect(await acReasons(text)).toEqual([]);
      expect((await verifySpec(text)).data.acceptance).toMatchObject({ rows: [{ n: 1, text: 'Upload checks each line:', disposition: { kind: 'in-scope' } }] });
    });

    it.each([
      ['ac_section_missing', spec('## Notes\n\nnone')],
      ['ac_section_missing', spec('Example:\n\n```md\n## Acceptance criteria\n\nA made-up row list\n```')],
      ['ac_section_empty', acSection('')],
      ['ac_none_reason_invalid', acSection('none - not applicable')],
      ['ac_none_reason_invalid', acSection('none - ticket not fetched ()')],
      ['ac_row_checked', rows('- [x] Login works with SSO\n  in-scope')],
      ['disposition_unknown', rows('- [ ] Refunds reach the card\n  dropped: out of budget')],
      ['disposition_multiple', rows('- [ ] Refunds reach the card\n  in-scope\n  deferred: #18')],
      ['deviates_reason_missing', rows('- [ ] Button is blue\n  deviates:')],
      ['deferred_ref_missing', rows('- [ ] Audit log\n  deferred:')],
      ['deferred_ref_unresolvable', rows('- [ ] Audit log\n  deferred: some cleanup story later on')],
      ['venue_malformed', rows('- [ ] Alert fires\n  venue: staging')],
      ['venue_malformed', rows('- [ ] Alert fires\n  venue: - seen in channel')],
      ['venue_production', rows('- [ ] p95 under 300ms\n  venue: prod - dashboard p95')],
      ['venue_production', rows('- [ ] p95 under 300ms\n  venue: `prod-eu` - dashboard p95')],
      ['venue_production', rows('- [ ] p95 under 300ms\n  venue: Production - dashboard')],
      ['elsewhere_repo_missing', rows('- [ ] API returns 201\n  elsewhere:')],
    ])('reports %s', async (code, text) => {
      const found = await acReasons(text);
      expect(found).toContain(code);
      const { findings } = await verifySpec(text);
      const finding = findings.find((f) => f.reason === code);
      expect(finding?.severity).toBe('blocker');
      if (code !== 'ac_section_missing') expect(finding?.line).toBeGreaterThan(0);
    });

    it('reports a plain bullet as ac_row_syntax_invalid and the section as empty', async () => {
      expect(await acReasons(rows('- Login works with SSO\n  in-scope'))).toEqual(['ac_row_syntax_invalid', 'ac_stray_text', 'ac_section_empty']);
    });

    it('reports ac_section_duplicated, ac_none_duplicated and ac_mixed_none_and_rows', async () => {
      const twice = spec('## Acceptance criteria\n\nnone - no ticket\n\n## Acceptance criteria\n\nnone - no ticket');
      expect(await acReasons(twice)).toEqual(['ac_section_duplicated']);
      expect(await acReasons(acSection('none - no ticket\nnone - no ticket'))).toEqual(['ac_none_duplicated']);
      const mixed = acSection('none - no ticket\n\n- [ ] Credit notes print\n  in-scope');
      expect(await acReasons(mixed)).toEqual(['ac_mixed_none_and_rows', 'ac_intro_missing']);
      expect((await verifySpec(mixed)).data.acceptance).toMatchObject({ form: 'mixed', noneLine: 'none - no ticket' });
    });

    it('treats venue preprod as fine and reports elsewhere_is_this_repo by owner/name or basename', async () => {
      expect(await acReasons(rows('- [ ] Alert fires\n  venue: preprod - alert seen'))).toEqual([]);
      const text = rows('- [ ] API returns 201\n  elsewhere: ACME/api');
      expect(await acReasons(text)).toEqual([]);
      expect(await acReasons(text, { thisRepo: 'acme/api' })).toEqual(['elsewhere_is_this_repo']);
      expect(await acReasons(rows('- [ ] API\n  elsewhere: api'), { thisRepo: 'acme/api' })).toEqual(['elsewhere_is_this_repo']);
      expect(await acReasons(rows('- [ ] API\n  elsewhere: acme/web'), { thisRepo: 'acme/api' })).toEqual([]);
    });

    it('finds the first ref: URL, tracker, key, spec path', () => {
      expect(firstRef('#88', DEFAULT_SPEC_DIRS)).toBe('#88');
      expect(firstRef('acme/infra#3 (terraform)', DEFAULT_SPEC_DIRS)).toBe('acme/infra#3');
      expect(firstRef('OPS-123', DEFAULT_SPEC_DIRS)).toBe('OPS-123');
      expect(firstRef('see doc/specs/2026-11-01-retention.md', DEFAULT_SPEC_DIRS)).toBe('doc/specs/2026-11-01-retention.md');
      expect(firstRef('https://tracker.example/browse/OPS-9.', DEFAULT_SPEC_DIRS)).toBe('https://tracker.example/browse/OPS-9');
      expect(firstRef('OPS-9 then #4', DEFAULT_SPEC_DIRS)).toBe('#4');
      expect(firstRef('src/specs/x.md', DEFAULT_SPEC_DIRS)).toBe('');
      expect(firstRef('a later ticket', DEFAULT_SPEC_DIRS)).toBe('');
    });

    it('cuts the row text at 60 characters in the Scope cuts line', async () => {
      const long = 'Given a PR whose spec marks rows 3 and 5 deferred, the gate renders the Delivers line';
      const { data } = await verifySpec(rows(`- [ ] ${long}\n  deferred: #59`));
      expect((data.acceptance as { scopeCutsLine: string }).scopeCutsLine).toBe(`Scope cuts: ${long.slice(0, 60)} - deferred: #59`);
    });

    it('reports indented text outside any row as ac_stray_text', async () => {
      expect(await acReasons(rows('  orphan note\n- [ ] A\n  in-scope'))).toEqual(['ac_stray_text']);
    });
  });

  describe('Amend-grant header', () => {
    const grant = async (header: string, below = '') => {
      const { findings, data } = await verifySpec(`# S\n\n${header}\n\n## Problem\n${below}`);
      return { codes: findings.filter((f) => f.rule === 'spec/amend-grant').map((f) => [f.reason, f.severity]), grant: data.amendGrant };
    };
    it('reads none, a sentence, a legacy spec and the funding suffix', async () => {
      expect(await grant('**Amend-grant:**    none   ')).toEqual({ codes: [['grant_none', 'info']], grant: { reading: 'no_grant', sentence: null, fundedFixRounds: 0, offendingLines: [] } });
      expect(await grant('**Amend-grant:** apply amends for me\n**Date:** 2026-11-20')).toMatchObject({ codes: [['grant_active', 'info']], grant: { reading: 'grant_active', sentence: 'apply amends for me' } });
      expect(await grant('**Goal:** g', '\n**Amend-grant:** apply amends for me\n')).toMatchObject({ codes: [['grant_line_absent', 'info']], grant: { reading: 'no_grant' } });
      expect(await grant('**Amend-grant:** apply amends for me; fund 3 fix rounds')).toMatchObject({ grant: { reading: 'grant_active', sentence: 'apply amends for me', fundedFixRounds: 3 } });
      expect(await grant('**Amend-grant:** none; FUND 1 fix round')).toMatchObject({ codes: [['grant_none', 'info']], grant: { reading: 'no_grant', fundedFixRounds: 1 } });
      expect(await grant('**Amend-grant:** None')).toMatchObject({ codes: [['grant_active', 'info']], grant: { sentence: 'None' } });
      expect(await grant('**Amend-grant:** none\n> **Superseded by:** [doc/specs/next.md](./next.md) - fully')).toMatchObject({ codes: [['grant_none', 'info']] });
    });
    it.each([
      ['grant_line_duplicated', '**Amend-grant:** none\n**Amend-grant:** apply amends for me', [3, 4]],
      ['grant_line_duplicated', '```\n**Amend-grant:** apply amends for me\n```\n**Amend-grant:** none', [4, 6]],
      ['grant_value_empty', '**Amend-grant:**', [3]],
      ['grant_value_continued', '**Amend-grant:** apply amends for me,\nbut ask before a redraw', [3, 4]],
      ['fund_count_invalid', '**Amend-grant:** apply amends for me; fund 0 fix rounds', [3]],
    ])('reports %s as malformed', async (code, header, lines) => {
      const { codes, grant: data } = await grant(header);
      expect(codes).toEqual([[code, 'blocker']]);
      expect(data).toEqual({ reading: 'malformed', sentence: null, fundedFixRounds: 0, offendingLines: lines });
    });
  });

  describe('Engine marker', () => {
    const engine = async (header: string, below = '') =>
      (await verifySpec(`# Spec\n\n${header}\n\n## Problem\n${below}`)).findings.filter((f) => f.rule === 'spec/engine-marker').map((f) => [f.reason, f.severity]);
    it.each([
      ['**Engine:** deferred', [['engine_deferred', 'info']]],
      ['**Engine:**\tdeferred \t', [['engine_deferred', 'info']]],
      ['**Engine:** deferred - lands with #88', [['engine_not_deferred', 'info']]],
      ['**Engine:** Deferred', [['engine_not_deferred', 'info']]],
      ['**Engine:**deferred', [['engine_not_deferred', 'info']]],
      ['**Goal:** g', [['engine_line_absent', 'info']]],
      ['**Engine:** deferred\n**Engine:** deferred', [['engine_line_duplicated', 'warning']]],
    ])('reads %j', async (header, codes) => {
      expect(await engine(header)).toEqual(codes);
    });
    it('reports a marker below the header as advisory', async () => {
      expect(await engine('**Goal:** g', '\n**Engine:** deferred\n')).toEqual([['engine_line_absent', 'info'], ['engine_line_outside_header', 'warning']]);
    });
  });

  describe('placeholder scan', () => {
    const hits = async (text: string) => (await verifySpec(text)).findings.filter((f) => f.reason === 'placeholder_found').map((f) => [f.line, f.column]);
    it('finds each token with its 1-based line and column', async () => {
      expect(await hits('# S\n\nLead: <fill in>\nInput: [example]\nLead: <Fill In>\n')).toEqual([[3, 7], [4, 8], [5, 7]]);
      expect(await hits('# S\n\nPort xxx, host XXX, id xxxx\n')).toEqual([[3, 6], [3, 16]]);
      expect(await hits('# S\n\nRetry: TBD\nTODO: pick\n')).toEqual([[3, 8], [4, 1]]);
    });
    it('respects word boundaries, case, inline code and fences', async () => {
      expect(await hits('mTODO, TBDs, todo and TODOS do not count, but (TODO) does.')).toEqual([[1, 48]]);
      expect(await hits('The scan looks for `TODO` and ``<fill in>``.\n\n```\nTODO: sample\n```\n~~~\nTBD\n~~~\nTBD')).toEqual([[9, 1]]);
      expect(await hits('unclosed `TODO here')).toEqual([[1, 11]]);
    });
    it('reports placeholder_found as a warning by default', async () => {
      const { findings } = await verifySpec('TODO');
      expect(findings.find((f) => f.reason === 'placeholder_found')).toMatchObject({ severity: 'warning', rule: 'spec/placeholder' });
    });
    it('blanks code spans keeping columns', () => {
      expect(blankCodeSpans('a `b` c ``d`e`` f')).toBe('a     c         f');
      expect(blankCodeSpans('``` x')).toBe('``` x');
    });
  });

  it('reads a spec behind a byte-order mark', async () => {
    const { data } = await verifySpec('\uFEFF# S\n\n**Amend-grant:** apply amends for me\n\n## Problem\n');
    expect(data.amendGrant).toMatchObject({ reading: 'grant_active', sentence: 'apply amends for me' });
  });

  it('handles empty, CRLF and huge specs', async () => {
    expect((await verifySpec('')).data.acceptance).toEqual({ form: null, noneLine: null, rows: [], scopeCutsLine: null });
    const crlf = rows('- [ ] A\n  deferred: #5').replace(/\n/g, '\r\n');
    expect(await acReasons(crlf)).toEqual([]);
    expect((await verifySpec(crlf)).data.acceptance).toMatchObject({ rows: [{ text: 'A', disposition: { kind: 'deferred', ref: '#5' } }] });
    const huge = rows(Array.from({ length: 20_000 }, (_, i) => `- [ ] Row ${i}\n  deferred: ${'x'.repeat(20)} #${i}`).join('\n'));
    expect(await acReasons(huge)).toEqual([]);
    expect(await acReasons(`${'`'.repeat(100_000)}x`)).toEqual(['ac_section_missing']);
  });

  it('never throws and always yields a result (property)', () => {
    const alphabet = fc.constantFrom('## Acceptance criteria\n', '- [ ] ', '- [x] ', '  ', '\n', 'none - no ticket', 'deferred:', 'venue:', ' - ', 'elsewhere:', 'in-scope', '**Amend-grant:**', '**Engine:** deferred', '```', '`', 'TODO', '#1', '# T\n', '## P\n', 'x');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(alphabet, { maxLength: 40 }).map((parts) => parts.join(''))), (text) => {
        const parsed = parseSpec(text, { specDirs: DEFAULT_SPEC_DIRS, thisRepo: 'acme/api' });
        expect(parsed.acceptance.data.rows.every((row, i) => row.n === i + 1)).toBe(true);
        expect(['no_grant', 'grant_active', 'malformed']).toContain(parsed.grant.data.reading);
        for (const hit of parsed.placeholders) expect(hit.column).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});
