import type { Result } from '@gauntlet/contracts/codes';
import type { ReceiptReason } from '@gauntlet/contracts/codes';
import { type Host, type MemoryHostOptions, type Verification, type Verifier, createMemoryHost, sha256Hex } from '@gauntlet/core';
import type { ExpectedFinding } from '@gauntlet/core/testing';
import { type ReceiptOptions, lintReceiptBatch, receiptVerifier } from './index.js';

/** Receipts written for the tests (from docs/rules/receipt/), not taken from any corpus. */
export const H = (c: string) => c.repeat(64);

export const BASE_V1 = [
  'RCPT v1 build/3-fixer',
  'VERDICT  PASS  conf=0.85',
  'ARTIFACTS',
  `  run.log  sha256:${H('a')}  120`,
  'TRACE',
  `  1  EDIT  src/clock.ts  sha256:${H('b')}`,
  '  2  EXEC  `pnpm test clock`  exit=0  dur=2.1s  out=run.log#L1-L20',
  'CLAIMS',
  '  tests-ran=true   from=TRACE#2',
  '  tests-pass=true  from=run.log#L18-L20',
  'WITNESS    exec:`pnpm test clock`  expect-fail=/[1-9]\\d* failed/  ran=TRACE#2',
  'SUSPICION  0.05',
  'NEXT       (none)',
  '',
].join('\n');

export const BASE_V11 = BASE_V1.replace('RCPT v1 ', 'RCPT v1.1 ') + 'TRIPWIRE:  wrote(src/clock*) | suspicion>=0.40\nSUPERSEDES: none\n';

/** Replaces the first line that starts with `prefix` (after trimming) by `line` (or removes it). */
export function withLine(text: string, prefix: string, line: string | null): string {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.trimStart().startsWith(prefix));
  if (at < 0) throw new Error(`no line starting with ${prefix}`);
  if (line === null) lines.splice(at, 1);
  else lines[at] = line;
  return lines.join('\n');
}

export function insertAfter(text: string, prefix: string, line: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.trimStart().startsWith(prefix));
  if (at < 0) throw new Error(`no line starting with ${prefix}`);
  lines.splice(at + 1, 0, line);
  return lines.join('\n');
}

/** BASE_V1 with another WITNESS line (line 11). */
export const W = (witness: string) => withLine(BASE_V1, 'WITNESS', `WITNESS    ${witness}`);
/** BASE_V11 with another WITNESS line (line 11). */
export const W11 = (witness: string) => withLine(BASE_V11, 'WITNESS', `WITNESS    ${witness}`);

/** A v1.1 receipt with no ARTIFACTS: a lint witness over an EDIT (every Tier-1 rule passes). */
export const NO_ARTIFACTS = [
  'RCPT v1.1 docs/5-writer',
  'VERDICT  PASS  conf=0.70',
  'ARTIFACTS  (none)',
  'TRACE',
  `  1  EDIT  docs/guide.md  sha256:${H('e')}`,
  'CLAIMS     (none)',
  'WITNESS    lint:trace-consistent  expect-fail=/stale link/  ran=TRACE#1',
  'SUSPICION  0.20',
  'NEXT       (none)',
  'TRIPWIRE:  read(docs/*)',
  'SUPERSEDES: none',
  '',
].join('\n');

/** The log of the disk fixtures: its line 2 is what the default witness fires on. */
export const LOG = 'ok\n3 failing\nbye\n';

export interface DiskReceipt {
  /** Bytes the declared hash is computed from (default LOG). */
  log?: string | Uint8Array;
  name?: string;
  range?: string;
  verdict?: string;
  witness?: string;
  extraTrace?: string;
  version?: '1' | '1.1';
  /** v1.1 Layer-2 lines (default `TRIPWIRE: always`, `SUPERSEDES: none`). */
  layer2?: string[];
  extraClaims?: string[];
}

/**
 * A receipt whose run.log hash is that of `log`: the EXEC on line 7 cites `out=<name>#<range>`
 * (default L1-L3) and the witness (line 11 + extra TRACE lines) searches it for `[1-9]\d* failing`.
 */
export function diskReceipt(options: DiskReceipt = {}): string {
  const name = options.name ?? 'run.log';
  const hash = sha256Hex(options.log ?? LOG);
  const v11 = options.version === '1.1';
  return [
    `RCPT v${v11 ? '1.1' : '1'} build/2-fixer`,
    `VERDICT  ${options.verdict ?? 'PASS'}  conf=0.80`,
    'ARTIFACTS',
    `  ${name}  sha256:${hash}  40`,
    'TRACE',
    `  1  EDIT  src/q.ts  sha256:${H('e')}`,
    `  2  EXEC  \`make t\`  exit=0  dur=2s  out=${name}#${options.range ?? 'L1-L3'}`,
    ...(options.extraTrace ? [options.extraTrace] : []),
    'CLAIMS',
    '  patched=true  from=TRACE#1',
    ...(options.extraClaims ?? []),
    `WITNESS    ${options.witness ?? 'exec:`make t`  expect-fail=/[1-9]\\d* failing/  ran=TRACE#2'}`,
    'SUSPICION  0.10',
    'NEXT       (none)',
    ...(v11 ? (options.layer2 ?? ['TRIPWIRE:  always', 'SUPERSEDES: none']) : []),
    '',
  ].join('\n');
}

/** Tier-2 options over root `d` of a memory host whose cwd is /w. */
export const TIER2 = { tier: 2, roots: ['d'] } as const;

/**
 * `--eval` as a verifier of one JSONL line (its single result), so that the RuleTester can run
 * the record and inline-Tier-2 cases through the real batch path.
 */
export const evalLineVerifier: Verifier<string> = {
  id: receiptVerifier.id,
  description: 'receipt --eval, one record',
  rules: receiptVerifier.rules,
  async verify(line, options = {}): Promise<Verification> {
    const results: Result[] = [];
    await lintReceiptBatch(receiptVerifier, line, (result) => {
      results.push(result);
    }, options);
    const [result] = results;
    if (!result || results.length !== 1) throw new Error(`expected one --eval result, got ${results.length}`);
    return { findings: result.findings, data: result.data ?? {} };
  },
};

/** One --eval record as its JSONL line. */
export const record = (receipt: unknown, bodies?: Record<string, unknown>) => JSON.stringify({ 'dispatch-id': 'r-1', receipt, ...(bodies ? { artifact_bodies: bodies } : {}) });

/** The one blocker a receipt rule reports (the linter stops there). */
export function blocker(reason: ReceiptReason, line: number | null, message?: string | RegExp): [ExpectedFinding] {
  return [message === undefined ? { reason, severity: 'blocker', line } : { reason, severity: 'blocker', line, message }];
}

/** A receipt and the flags it is checked with, as one input (so a repaired twin may fix a flag). */
export interface FlaggedReceipt {
  receipt: string;
  options: ReceiptOptions;
}

/** The receipt verifier over a receipt and its flags (the case's own `options` still apply underneath). */
export const flaggedVerifier: Verifier<FlaggedReceipt> = {
  id: receiptVerifier.id,
  description: 'receipt, with the flags as part of the input',
  rules: receiptVerifier.rules,
  verify: (input, options = {}) => receiptVerifier.verify(input.receipt, { ...options, options: { ...options.options, ...input.options } }),
};

/**
 * A memory host whose file at `path` gets another inode from its `fromCall`-th `stat` on, as if
 * it were replaced between two looks (calls count from 1: resolution, then each read's checks).
 */
export function swappingHost(options: MemoryHostOptions, path: string, fromCall: number): Host {
  const host = createMemoryHost(options);
  let calls = 0;
  return {
    ...host,
    async stat(of) {
      const stat = await host.stat(of);
      if (of !== path || stat === null) return stat;
      calls++;
      return calls >= fromCall && stat.ino !== undefined ? { ...stat, ino: stat.ino + 1000 } : stat;
    },
  };
}

/** A memory host whose file at `path` is gone from its `fromCall`-th `stat` on (calls count as in `swappingHost`). */
export function vanishingHost(options: MemoryHostOptions, path: string, fromCall: number): Host {
  const host = createMemoryHost(options);
  let calls = 0;
  return {
    ...host,
    async stat(of) {
      if (of !== path) return host.stat(of);
      calls++;
      return calls >= fromCall ? null : host.stat(of);
    },
  };
}

/** A memory host whose directories `dirs` are world-writable (mode 0777). */
export function worldWritableHost(options: MemoryHostOptions, dirs: readonly string[]): Host {
  const host = createMemoryHost(options);
  return { ...host, stat: async (of) => {
    const stat = await host.stat(of);
    return stat && dirs.includes(of) ? { ...stat, mode: 0o40777 } : stat;
  } };
}

/** Two git checkouts, /w/r1 (root r1/d holds run.log, its toplevel out/x.log) and /w/r2, for roots r2/d, r1/d and r1/e. */
export const TWO_REPOS: MemoryHostOptions = {
  cwd: '/w',
  files: { '/w/r1/d/run.log': LOG, '/w/r1/out/x.log': 'x\n', '/w/r1/.git/HEAD': 'ref: refs/heads/main\n', '/w/r2/.git/HEAD': 'ref: refs/heads/main\n' },
  directories: ['/w/r1/.git/objects', '/w/r1/.git/refs', '/w/r2/.git/objects', '/w/r2/.git/refs', '/w/r2/d', '/w/r1/e'],
};
export const TWO_REPO_ROOTS = ['r2/d', 'r1/d', 'r1/e'];

/** A memory host whose file at `path` reports inode 0 at the `stat` calls `zeroAt` (counted from 1), its own inode at the others. */
export function flickeringInodeHost(options: MemoryHostOptions, path: string, zeroAt: readonly number[]): Host {
  const host = createMemoryHost(options);
  let calls = 0;
  return { ...host, stat: async (of) => {
    const stat = await host.stat(of);
    if (of !== path || stat === null) return stat;
    calls++;
    return zeroAt.includes(calls) ? { ...stat, ino: 0 } : stat;
  } };
}

/** A memory host on a filesystem that reports inode 0 for every file. */
export function zeroInodeHost(options: MemoryHostOptions): Host {
  const host = createMemoryHost(options);
  return { ...host, stat: async (of) => {
    const stat = await host.stat(of);
    return stat?.kind === 'file' ? { ...stat, ino: 0 } : stat;
  } };
}

/** A memory host whose file at `path` reports `size` bytes (without holding them). */
export function sizedHost(options: MemoryHostOptions, path: string, size: number): Host {
  const host = createMemoryHost(options);
  return { ...host, stat: async (of) => {
    const stat = await host.stat(of);
    return of === path && stat ? { ...stat, size } : stat;
  } };
}
