import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReportSchema } from '@gauntlet/contracts';
import { COMMANDS } from '../src/commands/index.js';
import { runInMemory } from './helpers.js';

/**
 * Hostile input for every command: arbitrary bytes (invalid UTF-8, NUL, CRLF, BOM, U+2028) in
 * the input file never crash the CLI. Each run either yields a schema-valid JSON report (exit 0
 * or 1) or exits 2 with exactly one `gauntlet-lint: ...` line that is not an internal error.
 *
 * Every command needs an argv template here (`{input}` = the fuzzed file); a test fails when a
 * command has none, so new commands cannot skip the fuzz suite.
 */
export const FUZZ_TEMPLATES: Record<string, string[][]> = {
  'gate-prompt': [['gate-prompt', '{input}'], ['gate-prompt', '--pattern', 'yes-no', '{input}']],
  marker: [['marker', '{input}'], ['marker', '--inventory', '{input}', 'fuzz/turn.md']],
  spec: [['spec', '{input}'], ['spec', '--this-repo', 'acme/widgets', '{input}']],
  'spec-pr': [['spec-pr', '--name-status', '{input}', '--base-dir', 'fuzz/base', '--head-dir', 'fuzz/head', '--spec-dir', 'docs/specs']],
  'council-audit': [['council-audit', '{input}']],
  'conformance-report': [['conformance-report', '{input}']],
  receipt: [
    ['receipt', '{input}'],
    ['receipt', '--tier2', '--strict', '--root', 'fuzz/root', '{input}'],
    ['receipt', '--eval', '{input}'],
    ['receipt', '--tier2', '--root', 'fuzz/root', '--ledger', '{input}', 'fuzz/dispatching.rcpt'],
  ],
  tripwire: [
    ['tripwire', '--scenario', '{input}'],
    ['tripwire', '--manifest', 'fuzz/manifest.jsonl', '{input}'],
    ['tripwire', '--manifest', '{input}', 'fuzz/receipt.rcpt'],
  ],
  'receipt-ledger': [['receipt-ledger', '{input}'], ['receipt-ledger', '--manifest', '{input}']],
  csb: [['csb', '{input}', '--previous', '{input}']],
  status: [['status', '{input}', '--previous', '{input}']],
  cairn: [['cairn', '{input}'], ['cairn', '{input}', '--receipt-ledger', '{input}', '--active-run', '{input}', '--expected-phase', 'plan / 2']],
  review: [['review', '{input}']],
  partition: [['partition', '{input}'], ['partition', '--globs', '{input}'], ['partition', 'fuzz/owners.json', '--files', '{input}']],
  brief: [['brief', '{input}']],
  'visual-evidence': [['visual-evidence', '{input}']],
  checklist: [['checklist', '{input}']],
  contract: [
    ['contract', '{input}'],
    ['contract', '{input}', '--tests', 'fuzz-tests', '--tag-pattern', 'schema'],
    ['contract', '{input}', '--tests', 'fuzz-tests', '--coverage-map', 'fuzz-coverage-map.json'],
    ['contract', 'fuzz-contract.yaml', '--tests', '.', '--coverage-map', 'fuzz-input-map.json'],
  ],
  ledger: [
    ['ledger', '{input}', '--start-phase', '4'],
    ['ledger', '{input}', '--markers', 'fuzz-qg'],
    ['ledger', 'fuzz-ledger.md', '--previous', '{input}', '--markers', 'fuzz-qg', '--pipeline-id', 'build-20260918-091244'],
  ],
  'verdict-marker': [['verdict-marker', '{input}', 'fuzz-qg/gate-verdict-a.md']],
  handoff: [
    ['handoff', '{input}'],
    ['handoff', 'handoff-1-to-2.md', '--ledger', '{input}', '--previous', '{input}'],
  ],
  // patches walks directories: the fuzzed file is the installed copy, the pristine copy, or (walking `.`) a backup.
  patches: [
    ['patches', '--patches-dir', 'fuzz-patches', '--config-dir', '.'],
    ['patches', '--patches-dir', 'fuzz-patches', '--config-dir', 'fuzz-installed', '--pristine-dir', '.'],
    ['patches', '--compat', 'v1', '--patches-dir', '.', '--config-dir', 'fuzz-installed'],
  ],
  conflict: [['conflict', '{input}', '--operation', 'import'], ['conflict', '--strict-info', '{input}']],
  tdd: [
    ['tdd', '--log', '{input}'],
    ['tdd', '--log', '{input}', '--phase', '08', '--plan', '02'],
    ['tdd', '--review', '--log', '{input}'],
    ['tdd', '--task', '{input}'],
    ['tdd', '--log', 'fuzz-gate.json', '--task', '{input}'],
  ],
  'warnings-baseline': [
    ['warnings-baseline', '--baseline', 'fuzz-baseline.txt', '{input}'],
    ['warnings-baseline', '--baseline', '{input}', '--filter', 'src/', 'fuzz-current.txt'],
  ],
  plan: [['plan', '{input}'], ['plan', '--repo', 'fuzz/repo', '{input}', '{input}']],
};

/** Extra files some templates need (valid companions of the fuzzed input). */
export const FUZZ_FILES: Record<string, string> = {
  'fuzz/turn.md': '[gate:approve] ok\n',
  'fuzz/owners.json': '{"a": ["src/**"], "b": ["docs/*.md"]}',
  'fuzz/base/docs/specs/a.md': '# A\n',
  'fuzz/head/docs/specs/a.md': '# A\n',
  'fuzz/head/docs/specs/b.md': '# B\n',
  'fuzz/root/run.log': 'ok\nboom!\n',
  'fuzz/dispatching.rcpt': 'RCPT v1 build/1-a\nVERDICT  PASS  conf=0.90\nARTIFACTS (none)\nTRACE\n  1  DISPATCHED  qa/7-probe  verdict=PASS  rcpt-sha256:cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc\n  2  READ  run.log\nCLAIMS (none)\nWITNESS    grep:run.log  expect-fail=/boom!/  ran=TRACE#2\nSUSPICION  0.10\nNEXT       (none)\n',
  'fuzz/receipt.rcpt': 'RCPT v1.1 build/2-b\nVERDICT  PASS  conf=0.90\nARTIFACTS (none)\nTRACE\n  1  READ  run.log\nCLAIMS (none)\nWITNESS    grep:run.log  expect-fail=/boom!/  ran=TRACE#1\nSUSPICION  0.10\nNEXT       (none)\nTRIPWIRE:  always\nSUPERSEDES: none\n',
  'fuzz/manifest.jsonl': 'abcdefabcdef  build/1-a  PASS  TRIPWIRE: always  SUSPICION=0.1\n',
  'fuzz-contract.yaml': '  testable:\n    - id: "INV-T1"\n      test_tag: "contract:aa:inv-t1"\n',
  'fuzz-tests/t.sh': '# contract:aa:inv-t1 checks=1\ncheck 1 "x contract:aa:inv-t1" 1 1\n',
  'fuzz-tests/t.py': 'def test_x():\n    """contract:aa:inv-t1"""\n    assert True\n',
  'fuzz-coverage-map.json': '{"contract:aa:inv-t1": {"kind": "bash", "carriers": ["t.sh"], "checks": 1}}',
  'fuzz-input-map.json': '{"contract:aa:inv-t1": {"kind": "python", "carriers": ["input.bin"], "tests": 1}}',
  'fuzz-ledger.md': '# Build Gate Ledger\nPipelineID: build-20260918-091244\n\n## Phase 1: Design\nStatus: PASS\n',
  'fuzz-qg/gate-verdict-a.md': 'MarkerVersion: 2\nArtifactHash: x\nVerdict: PASS\nPipelineID: build-20260918-091244\nTimestamp: 2026-09-18T10:00:00Z\n',
  'handoff-1-to-2.md': '# Phase Handoff: 1 → 2\n**Mode:** feature\n## Inputs for Phase 2\n## Decisions Carried Forward\n- [DEC-1] a: b\n',
  'fuzz-patches/input.bin': 'a user line that must survive the merge\n',
  'fuzz-installed/input.bin': 'a user line that must survive the merge\n',
  'fuzz-gate.json': JSON.stringify({ mvp_mode: true, tdd_mode: true, scope: '08-02', log_newest_first: [{ sha: 'a1', subject: 'test(08-02): x (RED)', files: ['a.test.ts'] }] }),
  'fuzz-baseline.txt': 'src/a.ts:1 warning: old\n',
  'fuzz-current.txt': 'src/a.ts:1 warning: old\nsrc/b.ts:2 warning: new\n',
  'fuzz/repo/package.json': '{"dependencies": {"react": "18"}}',
  'fuzz/repo/.build-loop/config.json': '{"dispatch": {"forbiddenPaths": ["*.lock"]}}',
  'fuzz/repo/src/a.ts': 'import "./b";\n',
};

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const hostileText = fc.oneof(
  fc.uint8Array({ maxLength: 512 }),
  fc
    .array(fc.constantFrom('\u0000', '\r\n', '\r', '\n', '\ufeff', '\u2028', '\u0085', '{', '}', '[', '"', ':', ',', '#', '-', ' ', 'a', 'PASS', 'VERDICT:', '## ', '\ud800', 'é'), {
      maxLength: 80,
    })
    .map((parts) => new TextEncoder().encode(parts.join(''))),
  fc.jsonValue().map((value) => new TextEncoder().encode(JSON.stringify(value))),
);

describe('fuzz: every command survives hostile input', () => {
  it('has a template for every command', () => {
    expect(COMMANDS.map((command) => command.name).filter((name) => !FUZZ_TEMPLATES[name])).toEqual([]);
  });

  for (const [name, templates] of Object.entries(FUZZ_TEMPLATES)) {
    for (const template of templates) {
      it(`${template.join(' ')}`, async () => {
        let count = 0;
        await fc.assert(
          fc.asyncProperty(hostileText, async (bytes) => {
            count++;
            const argv = [...template.map((arg) => (arg === '{input}' ? 'input.bin' : arg)), '--format', 'json'];
            const run = await runInMemory(argv, { files: { ...FUZZ_FILES, 'input.bin': bytes }, stdin: '' });
            expect([0, 1, 2], `${name}: exit ${run.code}\n${run.stderr}`).toContain(run.code);
            if (run.code === 2) {
              expect(run.stderr.split('\n')).toHaveLength(2);
              expect(run.stderr).toMatch(/^gauntlet-lint: /);
              expect(run.stderr).not.toContain('internal error');
              expect(JSON.parse(run.stdout).error.reason).not.toBe('internal');
            } else {
              expect(ReportSchema.safeParse(JSON.parse(run.stdout)).success).toBe(true);
            }
          }),
          { numRuns: RUNS },
        );
        expect(count).toBe(RUNS);
      }, 120_000);
    }
  }
});

/**
 * Hostile shapes of the input itself, for every template: a link out of the project (to a file
 * holding a secret), a FIFO or device, a directory, and a name built to inject into CI logs and
 * terminals. Nothing outside is ever read or printed, no output line starts with `::` unless we
 * wrote it, no raw control character reaches stdout or stderr, and exit 2 is one clean line.
 */
const SECRET = 'SECRET-TOKEN-7c1e';
const HOSTILE_NAME = 'evil\n::error::pwned\u001b]8;;x\u0007\u202e.bin';
const SHAPES: Record<string, { name: string; files: Record<string, string>; symlinks?: Record<string, string>; special?: string[]; directories?: string[] }> = {
  'a link out of the project': { name: 'input.bin', files: { '/secret/env': SECRET }, symlinks: { 'input.bin': '/secret/env' } },
  'a link out through a linked directory': { name: 'd/input.bin', files: { '/secret/env': SECRET }, symlinks: { d: '/secret' } },
  'a FIFO or device': { name: 'input.bin', files: {}, special: ['input.bin'] },
  'a directory': { name: 'input.bin', files: {}, directories: ['input.bin'] },
  'a name that injects': { name: HOSTILE_NAME, files: { [HOSTILE_NAME]: '::error::x\n\u001b[2J' } },
};

const ourCommandLine = /^::(error|warning|notice) (file=[^\n]*|title=gauntlet-lint)::/;

describe('fuzz: every command survives hostile input shapes', () => {
  for (const [name, templates] of Object.entries(FUZZ_TEMPLATES)) {
    for (const template of templates) {
      for (const [shape, setup] of Object.entries(SHAPES)) {
        it(`${template.join(' ')} on ${shape}`, async () => {
          for (const format of ['text', 'github', 'json'] as const) {
            const argv = [...template.map((arg) => (arg === '{input}' ? setup.name : arg)), '--format', format];
            const run = await runInMemory(argv, {
              files: { ...FUZZ_FILES, ...setup.files },
              symlinks: setup.symlinks,
              special: setup.special,
              directories: setup.directories,
              stdin: '',
            });
            const context = `${name} ${shape} ${format}: exit ${run.code}\n${run.stderr}`;
            expect([0, 1, 2], context).toContain(run.code);
            expect(run.stdout + run.stderr, context).not.toContain(SECRET);
            expect(run.stdout + run.stderr, context).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202e]/);
            for (const line of [...run.stdout.split('\n'), ...run.stderr.split('\n')]) {
              if (line.trimStart().startsWith('::')) expect(line, context).toMatch(ourCommandLine);
            }
            if (run.code === 2) {
              expect(run.stderr.split('\n'), context).toHaveLength(2);
              expect(run.stderr, context).not.toContain('internal error');
            }
          }
        });
      }
    }
  }
});
