import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PatchFileResultSchema } from '@gauntlet/contracts';
import { PatchesReason, codesOf } from '@gauntlet/contracts/codes';
import { type Host, createMemoryHost } from '@gauntlet/core';
import {
  computeUserAddedLines,
  isSignificantLine,
  listBackedUpFiles,
  loadRecordedHashes,
  MAX_PATCH_FILE_BYTES,
  patchesRules,
  patchesVerifier,
  readFileState,
  sha256Hex,
  splitPatchLines,
  verifyFile,
  verifyPatchFile,
  verifyPatches,
} from './index.js';

const STOCK = 'alpha header line of stock text\n';
const USER = 'my own custom rule line\n';

describe('patches: reason codes', () => {
  it('locks the documented codes (docs/rules/patches/)', () => {
    expect(codesOf(PatchesReason)).toEqual([
      'ok_no_user_lines_vs_pristine',
      'ok_no_significant_backup_lines',
      'fail_installed_missing',
      'fail_installed_not_regular_file',
      'fail_read_error',
      'fail_user_lines_missing',
      'ok_pristine_drift_detected',
    ]);
    expect(new Set(patchesRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(PatchesReason)));
  });

  it('names itself in every finding, and describes itself and each rule in a sentence (--list-rules)', async () => {
    const host = createMemoryHost({ files: { '/p/a.md': USER } });
    const { findings } = await verifyPatchFile({ file: 'a.md', patchesDir: '/p', configDir: '/c' }, { host });
    expect(findings.map((finding) => [finding.verifier, finding.rule, finding.severity, finding.file])).toEqual([['patches', 'patches/installed-file', 'blocker', 'a.md']]);
    for (const described of [patchesVerifier, ...patchesRules]) expect(described.description, described.id).toMatch(/^[A-Z].{30,}\.$/);
  });
});

describe('patches: significant and user-added lines', () => {
  it.each([
    ['12 characters', 'abcdefghijkl', true],
    ['11 characters', 'abcdefghijk', false],
    ['closing noise', ']]]]]]]]]]]]]]]]', false],
    ['closing noise with spaces', '  }); }); });  ', false],
    ['table separator', '|---|---|---|---|', true],
    ['html comment rule', '<!-- ------------ -->', true],
    ['colons', '::::::::::::::', true],
    ['decorative comment', '// ------------------', false],
    ['decorative hashes', '# ================', false],
    ['decorative stars', '  ************  ', false],
    ['decorative equals', '============', false],
    ['closing commas', ',,,,,,,,,,,,', false],
    ['closing parentheses and semicolons', ')))));;;;;;;', false],
    ['decoration then a word', '************ end', true],
    ['noise then a word', '}}}}}}}}}}}} else', true],
    ['commented note', '// ---------- note', true],
    ['opening brackets are not noise', '{{{{{{{{{{{{{{', true],
    ['emoji count as two units', '😀😀😀😀😀😀', true],
    ['trimmed length', '      short      ', false],
  ])('%s', (_name, line, expected) => {
    expect(isSignificantLine(line)).toBe(expected);
  });

  it('splits on LF and CRLF but not a lone CR', () => {
    expect(splitPatchLines('a\r\nb\nc\rd\n')).toEqual(['a', 'b', 'c\rd', '']);
  });

  it('returns every significant backup line without a pristine, or with an empty one', () => {
    const backup = `${STOCK}${USER}x = 1\n`;
    expect(computeUserAddedLines(backup, null)).toEqual(['alpha header line of stock text', 'my own custom rule line']);
    expect(computeUserAddedLines(backup, '')).toEqual(['alpha header line of stock text', 'my own custom rule line']);
  });

  it('diffs against pristine lines exactly (untrimmed), keeping duplicates and order', () => {
    const backup = `${USER}${STOCK}${USER}  alpha header line of stock text\n`;
    expect(computeUserAddedLines(backup, STOCK)).toEqual(['my own custom rule line', 'my own custom rule line', '  alpha header line of stock text']);
    expect(computeUserAddedLines(STOCK, '   \n')).toEqual(['alpha header line of stock text']);
  });

  it('never throws on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: null }), (backup, pristine) => {
        const lines = computeUserAddedLines(backup, pristine);
        expect(lines.every(isSignificantLine)).toBe(true);
      }),
    );
  });
});

describe('patches: verifyFile, the terminal steps in order', () => {
  const file = (text: string) => ({ kind: 'file' as const, text });
  const base = { file: 'a.md', driftAware: true, pristine: null };

  it('is ok with reason null when every user line survived', () => {
    expect(verifyFile({ ...base, backup: file(STOCK + USER), installed: file(`${STOCK}# ${USER.trim()} (kept)\n`), pristine: file(STOCK) })).toEqual({
      file: 'a.md',
      status: 'ok',
      missing: [],
      reason: null,
    });
  });

  it('fails fail_user_lines_missing with the trimmed lines', () => {
    const result = verifyFile({ ...base, backup: file(`${STOCK}   ${USER}`), installed: file(STOCK), pristine: file(STOCK) });
    expect(result).toMatchObject({ status: 'fail', reason: 'fail_user_lines_missing', missing: ['my own custom rule line'] });
  });

  it('applies the terminal steps in order', () => {
    expect(verifyFile({ ...base, backup: { kind: 'missing' }, installed: { kind: 'missing' } }).reason).toBeNull();
    expect(verifyFile({ ...base, backup: file(USER), installed: { kind: 'missing' } }).reason).toBe('fail_installed_missing');
    expect(verifyFile({ ...base, backup: file(USER), installed: { kind: 'not_file' } }).reason).toBe('fail_installed_not_regular_file');
    expect(verifyFile({ ...base, backup: { kind: 'unreadable', why: 'x' }, installed: file('') }).reason).toBe('fail_read_error');
    expect(verifyFile({ ...base, backup: file(USER), installed: { kind: 'unreadable', why: 'x' } }).reason).toBe('fail_read_error');
  });

  it('names the ok outcomes', () => {
    expect(verifyFile({ ...base, backup: file(STOCK), installed: file(''), pristine: file(STOCK) }).reason).toBe('ok_no_user_lines_vs_pristine');
    expect(verifyFile({ ...base, backup: file('x = 1\n});\n'), installed: file('') }).reason).toBe('ok_no_significant_backup_lines');
    // An empty pristine is no pristine: the reason says "no significant backup lines".
    expect(verifyFile({ ...base, backup: file('x = 1\n'), installed: file(''), pristine: file('') }).reason).toBe('ok_no_significant_backup_lines');
  });

  it('a pristine hash without a recorded one is no drift: the file is diffed', () => {
    const pristine = { kind: 'file' as const, text: STOCK, sha256: 'b'.repeat(64) };
    expect(verifyFile({ ...base, backup: file(STOCK + USER), installed: file(STOCK), pristine }).reason).toBe('fail_user_lines_missing');
  });

  it('skips a drifted pristine in v2 and diffs it in v1', () => {
    const pristine = { kind: 'file' as const, text: 'newer upstream text line\n', sha256: 'b'.repeat(64) };
    const input = { ...base, backup: file(STOCK + USER), installed: file(STOCK), pristine, recordedHash: 'a'.repeat(64) };
    expect(verifyFile(input)).toEqual({ file: 'a.md', status: 'ok', missing: [], reason: 'ok_pristine_drift_detected' });
    expect(verifyFile({ ...input, driftAware: false }).reason).toBe('fail_user_lines_missing');
    expect(verifyFile({ ...input, pristine: { ...pristine, sha256: 'a'.repeat(64) } }).reason).toBe('fail_user_lines_missing');
  });
});

describe('patches: walking the three trees through the host', () => {
  it('lists regular files, sorted, skipping every *backup-meta.json and symlinks', async () => {
    const host = createMemoryHost({
      files: {
        '/p/b.md': 'x',
        '/p/a/z.md': 'x',
        '/p/backup-meta.json': '{}',
        '/p/notes/old-backup-meta.json': '{}',
        '/p/sub/backup-meta.json': '{}',
      },
      directories: ['/p/empty'],
      symlinks: { '/p/link.md': '/p/b.md' },
    });
    expect(await listBackedUpFiles(host, '/p')).toEqual(['a/z.md', 'b.md']);
  });

  it('reads recorded hashes leniently', async () => {
    const read = (meta: string) => loadRecordedHashes(createMemoryHost({ files: { '/p/backup-meta.json': meta } }), '/p');
    expect([...(await read('{"pristine_hashes":{"a.md":"abc","b.md":"","c.md":3}}'))]).toEqual([['a.md', 'abc']]);
    for (const meta of ['not json', 'null', '[{"pristine_hashes":{"a.md":"abc"}}]', '{"pristine_hashes":[1]}', '{"pristine_hashes":null}', '{}']) {
      expect((await read(meta)).size, meta).toBe(0);
    }
    expect((await loadRecordedHashes(createMemoryHost(), '/p')).size).toBe(0);
    const directory = createMemoryHost({ files: { '/p/backup-meta.json/inner': '{"pristine_hashes":{"a.md":"abc"}}' } });
    expect((await loadRecordedHashes(directory, '/p')).size).toBe(0);
  });

  it('leaves a backup-meta.json over the size cap unread', async () => {
    const host = createMemoryHost({ files: { '/p/backup-meta.json': '{"pristine_hashes":{"a.md":"abc"}}' } });
    const sized = (size: number): Host => ({ ...host, stat: async (path) => { const stat = await host.stat(path); return stat && { ...stat, size }; } });
    expect((await loadRecordedHashes(sized(MAX_PATCH_FILE_BYTES), '/p')).size).toBe(1);
    expect((await loadRecordedHashes(sized(MAX_PATCH_FILE_BYTES + 1), '/p')).size).toBe(0);
  });

  it('does not read a file over the size cap: the gate fails it', async () => {
    const host = createMemoryHost({ files: { '/p/a.md': USER, '/c/a.md': USER } });
    const sized = (size: number): Host => ({ ...host, stat: async (path) => { const stat = await host.stat(path); return stat && (path.startsWith('/c') ? { ...stat, size } : stat); } });
    const at = (size: number) => verifyPatchFile({ file: 'a.md', patchesDir: '/p', configDir: '/c' }, { host: sized(size) });
    expect((await at(MAX_PATCH_FILE_BYTES)).data).toEqual({ status: 'ok', missing: [], reason: null });
    const over = await at(MAX_PATCH_FILE_BYTES + 1);
    expect(over.data).toEqual({ status: 'fail', missing: [], reason: 'fail_read_error' });
    expect(over.findings).toMatchObject([{ rule: 'patches/readable', severity: 'blocker' }]);
  });

  it('reads the pristine copy only when both other copies are files and a pristine dir is given', async () => {
    const reads = async (files: Record<string, string>, pristineDir?: string) => {
      const host = createMemoryHost({ files });
      const seen: string[] = [];
      const recording: Host = { ...host, stat: async (path) => { seen.push(path); return host.stat(path); } };
      await verifyPatchFile({ file: 'a.md', patchesDir: '/p', configDir: '/c', ...(pristineDir ? { pristineDir } : {}) }, { host: recording });
      return seen;
    };
    expect(await reads({ '/p/a.md': USER, '/c/a.md': USER, '/o/a.md': STOCK }, '/o')).toEqual(['/p/a.md', '/c/a.md', '/o/a.md']);
    expect(await reads({ '/p/a.md': USER, '/c/a.md': USER })).toEqual(['/p/a.md', '/c/a.md']);
    expect(await reads({ '/p/a.md': USER, '/o/a.md': STOCK }, '/o')).toEqual(['/p/a.md', '/c/a.md']);
    expect(await reads({ '/c/a.md': USER, '/o/a.md': STOCK }, '/o')).toEqual(['/p/a.md', '/c/a.md']);
  });

  it('says why a file over the size cap is unreadable', async () => {
    const host = createMemoryHost({ files: { '/p/a.md': USER } });
    const big: Host = { ...host, stat: async (path) => { const stat = await host.stat(path); return stat && { ...stat, size: MAX_PATCH_FILE_BYTES + 1 }; } };
    expect(await readFileState(big, '/p/a.md')).toEqual({ kind: 'unreadable', why: `larger than ${MAX_PATCH_FILE_BYTES} bytes` });
  });

  it('a stat that throws is a missing file', async () => {
    const host = createMemoryHost({ files: { '/p/a.md': USER, '/c/a.md': USER } });
    const failing: Host = { ...host, stat: async (path) => { if (path.startsWith('/c')) throw new Error('EIO'); return host.stat(path); } };
    expect((await verifyPatchFile({ file: 'a.md', patchesDir: '/p', configDir: '/c' }, { host: failing })).data.reason).toBe('fail_installed_missing');
  });

  it('lists nested files in code point order over the whole path, and stops 64 directories deep', async () => {
    const host = createMemoryHost({ files: { '/p/a/z.md': 'x', '/p/a.md': 'x', '/p/B.md': 'x' } });
    expect(await listBackedUpFiles(host, '/p')).toEqual(['B.md', 'a.md', 'a/z.md']);
    const deep = (levels: number) => `${Array.from({ length: levels }, (_, i) => `d${i}`).join('/')}/f.md`;
    const tree = createMemoryHost({ files: { [`/p/${deep(64)}`]: 'x', [`/p/${deep(65)}`]: 'x' } });
    expect(await listBackedUpFiles(tree, '/p')).toEqual([deep(64)]);
  });

  it('never throws on an arbitrary backup-meta.json (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.jsonValue().map((value) => JSON.stringify({ pristine_hashes: value }))), async (meta) => {
        const hashes = await loadRecordedHashes(createMemoryHost({ files: { '/p/backup-meta.json': meta } }), '/p');
        for (const hash of hashes.values()) expect(hash).not.toBe('');
      }),
      { numRuns: 50 },
    );
  });

  it('hashes the UTF-8 text with SHA-256', async () => {
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('runs the whole gate with counts (drift-aware by default)', async () => {
    const oldPristine = STOCK;
    const host = createMemoryHost({
      files: {
        '/p/ok.md': STOCK + USER,
        '/p/dropped.md': STOCK + USER,
        '/p/drift.md': STOCK + USER,
        '/p/gone.md': STOCK + USER,
        '/p/dir.md': STOCK + USER,
        '/p/backup-meta.json': JSON.stringify({ pristine_hashes: { 'drift.md': await sha256Hex(oldPristine) } }),
        '/c/ok.md': STOCK + USER,
        '/c/dropped.md': STOCK,
        '/c/drift.md': STOCK,
        '/c/dir.md/inner': 'x',
        '/o/ok.md': STOCK,
        '/o/dropped.md': STOCK,
        '/o/drift.md': 'a newer pristine from the next release\n',
      },
    });
    const summary = await verifyPatches(host, { patchesDir: '/p', configDir: '/c', pristineDir: '/o' });
    expect(summary.results.map((result) => [result.file, result.reason])).toEqual([
      ['dir.md', 'fail_installed_not_regular_file'],
      ['drift.md', 'ok_pristine_drift_detected'],
      ['dropped.md', 'fail_user_lines_missing'],
      ['gone.md', 'fail_installed_missing'],
      ['ok.md', null],
    ]);
    expect(summary).toMatchObject({ checked: 5, failures: 3, drifted: 1, driftedFiles: ['drift.md'] });
    const v1 = await verifyPatches(host, { patchesDir: '/p', configDir: '/c', pristineDir: '/o', driftAware: false });
    expect(v1.results.find((result) => result.file === 'drift.md')?.reason).toBe('fail_user_lines_missing');
    expect(v1.drifted).toBe(0);
    const v2 = await verifyPatches(host, { patchesDir: '/p', configDir: '/c', pristineDir: '/o', driftAware: true });
    expect(v2).toMatchObject({ checked: 5, failures: 3, drifted: 1, driftedFiles: ['drift.md'] });
  });

  it('produces results that match the published schema', async () => {
    const host = createMemoryHost({ files: { '/p/a.md': STOCK + USER, '/c/a.md': STOCK } });
    const summary = await verifyPatches(host, { patchesDir: '/p', configDir: '/c' });
    for (const result of summary.results) expect(PatchFileResultSchema.safeParse(result).success).toBe(true);
  });

  it('refuses a file path that escapes the trees', async () => {
    await expect(verifyPatchFile({ file: '../x.md', patchesDir: '/p', configDir: '/c' }, { host: createMemoryHost() })).rejects.toThrow(/^backed-up file "\.\.\/x\.md" \(.*\.\..*\)$/);
  });

});
