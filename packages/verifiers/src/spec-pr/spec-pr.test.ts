import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SpecPrReason, codesOf } from '@gauntlet/contracts/codes';
import { type GitOutput, createMemoryHost } from '@gauntlet/core';
import { NEW, NEW_SPEC, OLD, OLD_BASE, OLD_HEAD, banner } from './fixtures.test-helpers.js';
import { parseNameStatus, parseNameStatusZ, specPrRules, unquote, verifySpecPr } from './index.js';

interface Case {
  nameStatus: string;
  base?: Record<string, string>;
  head?: Record<string, string>;
}

async function check({ nameStatus, base = {}, head = {} }: Case, specDirs?: string[]) {
  const files: Record<string, string> = { '/pr/name-status.txt': nameStatus };
  for (const [path, text] of Object.entries(base)) files[`/pr/base/${path}`] = text;
  for (const [path, text] of Object.entries(head)) files[`/pr/head/${path}`] = text;
  const host = createMemoryHost({ cwd: '/pr', files, directories: ['/pr/base', '/pr/head'] });
  const result = await verifySpecPr({ source: 'files', nameStatus, baseDir: 'base', headDir: 'head' }, { specDirs }, { host });
  return { reasons: result.findings.map((f) => f.reason), findings: result.findings, data: result.data };
}

const modified = (oldHead: string, oldBase = OLD_BASE): Case => ({
  nameStatus: `A\t${NEW}\nM\t${OLD}\n`,
  base: { [OLD]: oldBase },
  head: { [NEW]: NEW_SPEC, [OLD]: oldHead },
});

describe('spec-pr', () => {
  it('locks the documented reason codes (docs/rules/spec-pr/)', () => {
    expect(codesOf(SpecPrReason)).toEqual([
      'name_status_malformed', 'empty_diff', 'has_deletion', 'has_rename', 'has_copy', 'has_typechange', 'unsupported_status',
      'non_spec_path', 'no_added_spec', 'multiple_added_specs', 'modified_spec_changes_existing_lines',
      'modified_spec_not_banner_only', 'banner_not_adjacent_to_title', 'banner_format_nonstandard', 'banner_does_not_cite_added_spec',
    ]);
    expect(new Set(specPrRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(SpecPrReason)));
  });

  it('passes one added spec, alone or with banner-only edits', async () => {
    expect(await check({ nameStatus: `A\t${NEW}\n`, head: { [NEW]: NEW_SPEC } })).toMatchObject({ reasons: [], data: { specOnly: true, addedSpec: NEW, modifiedSpecs: [], engine: { reading: 'deferred' } } });
    expect((await check({ nameStatus: `A\t${NEW}\n` })).data.engine).toBeNull();
    expect(await check(modified(OLD_HEAD))).toMatchObject({ reasons: [], data: { specOnly: true, addedSpec: NEW, modifiedSpecs: [OLD] } });
    const older = `# Older\n\n${banner('doc/specs/a.md')}\n\nbody\n`;
    const appended = `# Older\n\n${banner('doc/specs/a.md')}\n${banner()}\n\nbody\n`;
    expect((await check(modified(appended, older))).reasons).toEqual([]);
    expect((await check({ nameStatus: 'A\tdocs/specs/x.md\r\n\n' })).reasons).toEqual([]);
  });

  it.each([
    ['name_status_malformed', `A\t${NEW}\nQ\tsrc/x.ts\nR\ta.md\tb.md\nA ${NEW}\nM\t\n`],
    ['has_deletion', `A\t${NEW}\nD\tdoc/specs/2026-02-03-retired.md\n`],
    ['has_rename', `A\t${NEW}\nR100\tdoc/specs/draft.md\tdoc/specs/final.md\n`],
    ['has_copy', `A\t${NEW}\nC075\tdoc/specs/a.md\tdoc/specs/c.md\n`],
    ['has_typechange', `A\t${NEW}\nT\tdoc/specs/link.md\n`],
    ['unsupported_status', `A\t${NEW}\nU\tdoc/specs/conflict.md\n`],
    ['non_spec_path', `A\t${NEW}\nM\tsrc/flow.ts\n`],
    ['non_spec_path', `A\t${NEW}\nA\tdoc/specs/diagram.png\n`],
    ['non_spec_path', `A\t${NEW}\nA\tdoc/plans/2026-10-27-streamed-import.md\n`],
    ['non_spec_path', `A\t${NEW}\nA\tdoc/specs/../../etc/x.md\n`],
    ['multiple_added_specs', `A\t${NEW}\nA\tdoc/specs/2026-10-28-another.md\n`],
  ])('reports %s', async (code, nameStatus) => {
    const { reasons, findings, data } = await check({ nameStatus });
    expect(reasons).toContain(code);
    expect(findings.find((f) => f.reason === code)?.severity).toBe('blocker');
    expect(data.specOnly).toBe(false);
  });

  it('reports empty_diff alone and no_added_spec for a modification-only PR', async () => {
    expect(await check({ nameStatus: '\n  \n' })).toMatchObject({ reasons: ['empty_diff'], data: { specOnly: false, addedSpec: null, modifiedSpecs: [] } });
    const onlyModified = { nameStatus: `M\t${OLD}\n`, base: { [OLD]: OLD_BASE }, head: { [OLD]: OLD_HEAD } };
    expect(await check(onlyModified)).toMatchObject({ reasons: ['no_added_spec'], data: { addedSpec: null, modifiedSpecs: [OLD] } });
    expect((await check({ nameStatus: `A\t${NEW}\nA\tdoc/specs/b.md\n` })).data.addedSpec).toBeNull();
  });

  it('reports modified_spec_changes_existing_lines alone for an edited line', async () => {
    const edited = OLD_HEAD.replace('Uploads over 20 MB time out', 'Uploads over 20 MB time out; retired now');
    expect((await check(modified(edited))).reasons).toEqual(['modified_spec_changes_existing_lines']);
  });

  it('reports modified_spec_not_banner_only and banner_not_adjacent_to_title', async () => {
    expect((await check(modified(OLD_HEAD.replace(banner(), `${banner()}\nRead the streamed import spec.`)))).reasons).toEqual(['modified_spec_not_banner_only']);
    expect((await check(modified(OLD_BASE))).reasons).toEqual(['modified_spec_not_banner_only']);
    const below = `# Batch import\n\n**Goal:** load a CSV in one request.\n\n## Problem\n\n${banner()}\n\nUploads over 20 MB time out\n`;
    expect((await check(modified(below))).reasons).toEqual(['banner_not_adjacent_to_title']);
    const noTitle = `${banner()}\n\n**Goal:** g\n`;
    expect((await check(modified(noTitle, '\n**Goal:** g\n'))).reasons).toEqual(['banner_not_adjacent_to_title']);
  });

  it('reports the banner advisories as warnings, without failing', async () => {
    const other = await check(modified(OLD_HEAD.replace(banner(), banner('doc/specs/2026-08-30-elsewhere.md'))));
    expect(other).toMatchObject({ reasons: ['banner_does_not_cite_added_spec'], data: { specOnly: true } });
    expect(other.findings[0]?.severity).toBe('warning');
    const odd = await check(modified(OLD_HEAD.replace(banner(), `> **Superseded by:** ${NEW}`)));
    expect(odd).toMatchObject({ reasons: ['banner_format_nonstandard'], data: { specOnly: true } });
  });

  it('honours --spec-dir', async () => {
    expect((await check({ nameStatus: 'A\tspecs/x.md\n' }, ['specs'])).reasons).toEqual([]);
    expect((await check({ nameStatus: `A\t${NEW}\n` }, ['specs'])).reasons).toEqual(['non_spec_path', 'no_added_spec']);
  });

  it('exits 2 (GauntletError) when a modified spec has no base file', async () => {
    await expect(check({ nameStatus: `A\t${NEW}\nM\t${OLD}\n`, head: { [OLD]: OLD_HEAD } })).rejects.toMatchObject({ reason: 'input_missing' });
  });

  it('never reads outside --base-dir / --head-dir (symlinks included)', async () => {
    const host = createMemoryHost({
      cwd: '/pr',
      files: { '/secret/old.md': OLD_HEAD, [`/pr/base/${OLD}`]: OLD_BASE },
      directories: ['/pr/head/doc/specs'],
      symlinks: { [`/pr/head/${OLD}`]: '/secret/old.md' },
    });
    const input = { source: 'files' as const, nameStatus: `A\t${NEW}\nM\t${OLD}\n`, baseDir: 'base', headDir: 'head' };
    await expect(verifySpecPr(input, {}, { host })).rejects.toMatchObject({ reason: 'input_invalid' });
  });

  it('reads the diff and the contents through host.git', async () => {
    const calls: string[][] = [];
    const git = (args: readonly string[]): GitOutput => {
      calls.push([...args]);
      if (args[0] === 'merge-base') return { exitCode: 0, stdout: 'abc123\n', stderr: '' };
      if (args.includes('diff')) return { exitCode: 0, stdout: `A\0${NEW}\0M\0${OLD}\0R097\0doc/specs/a.md\0doc/specs/b.md\0`, stderr: '' };
      if (args[0] === 'show') return { exitCode: 0, stdout: args[1] === `abc123:${OLD}` ? OLD_BASE : args[1] === `feature:${NEW}` ? NEW_SPEC : OLD_HEAD, stderr: '' };
      return { exitCode: 1, stdout: '', stderr: 'unexpected' };
    };
    const host = createMemoryHost({ cwd: '/repo', git });
    const result = await verifySpecPr({ source: 'git', repo: '/repo', base: 'main', head: 'feature' }, {}, { host });
    expect(result.findings.map((f) => f.reason)).toEqual(['has_rename']);
    expect(result.data).toEqual({ specOnly: false, addedSpec: NEW, modifiedSpecs: [OLD], engine: { reading: 'deferred', lines: [4] } });
    expect(calls.map((call) => call.find((arg) => ['merge-base', 'diff', 'show'].includes(arg)))).toEqual(['merge-base', 'diff', 'show', 'show', 'show']);
  });

  it('refuses revisions that look like options', async () => {
    const host = createMemoryHost({ cwd: '/repo' });
    await expect(verifySpecPr({ source: 'git', repo: '/repo', base: '--output=x', head: 'h' }, {}, { host })).rejects.toMatchObject({ reason: 'usage' });
  });

  it('parses name-status text and -z output, and unquotes C-quoted paths', () => {
    expect(parseNameStatus('A\t"doc/specs/a\\tb.md"\nR100\tx\ty\n').entries).toMatchObject([
      { status: 'A', paths: ['doc/specs/a\tb.md'], line: 1 },
      { status: 'R', score: '100', paths: ['x', 'y'], line: 2 },
    ]);
    expect(parseNameStatusZ('M\0a b.md\0C050\0x\0y\0').entries).toMatchObject([{ status: 'M', paths: ['a b.md'] }, { status: 'C', paths: ['x', 'y'] }]);
    expect(unquote('"caf\\303\\251.md"')).toBe('café.md');
    expect(unquote('plain.md')).toBe('plain.md');
  });

  it('handles CRLF, huge and hostile listings', async () => {
    expect((await check({ nameStatus: `A\t${NEW}\r\n` })).reasons).toEqual([]);
    const many = Array.from({ length: 20_000 }, (_, i) => `A\tdoc/specs/${i}.md`).join('\n');
    expect((await check({ nameStatus: many })).reasons).toEqual(['multiple_added_specs']);
    expect((await check({ nameStatus: `A\t${NEW}\nA\t/etc/passwd.md\n` })).reasons).toEqual(['non_spec_path']);
  });

  it('never throws on arbitrary listings (property)', () => {
    const alphabet = fc.constantFrom('A', 'M', 'D', 'R', 'R100', 'C', 'X', '\t', '\n', '\r', 'doc/specs/', 'a.md', 'src/x.ts', ' ', '"', '\\');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(alphabet, { maxLength: 30 }).map((parts) => parts.join(''))), (text) => {
        const listing = parseNameStatus(text);
        expect(Array.isArray(listing.entries) && Array.isArray(listing.malformed)).toBe(true);
        parseNameStatusZ(text.replace(/\t|\n/g, '\0'));
      }),
      { numRuns: 500 },
    );
  });
});
