import { describe, expect, it } from 'vitest';
import { LedgerGuardReason, codesOf } from '@gauntlet/contracts/codes';
import { guardLedgerWrite, ledgerWriteTarget, type LedgerWriteGuardInput } from './index.js';

// Our own fixtures: a ledger, its markers and payloads in both spellings.
const HOME = '/users/dana';
const LEDGER_PATH = `${HOME}/.claude/projects/-srv-shop/memory/build-gate-ledger.md`;
const ID = 'build-20260930-081500';

function ledger(statuses: readonly string[], { id = ID as string | null, eol = '\n' } = {}): string {
  const names = ['Design', 'Plan', 'Execute', 'Completion'];
  const header = ['# Build Gate Ledger', 'Run: 2026-09-30T08:15:00', ...(id === null ? [] : [`PipelineID: ${id}`]), 'Goal: Rate-limit the export endpoint', 'Mode: refactor', 'QualityGateMode: full'];
  return [...header, ...names.flatMap((name, i) => ['', `## Phase ${i + 1}: ${name}`, `Status: ${statuses[i] ?? 'NOT_STARTED'}`])].join(eol) + eol;
}
const marker = (phase: string, { id = ID, verdict = 'PASS' } = {}) => `MarkerVersion: 2\nVerdict: ${verdict}\nReason: clean-pass\nPhase: ${phase}\nPipelineID: ${id}\nRounds: 2\n`;

const write = (content: string, path = LEDGER_PATH) => JSON.stringify({ tool: 'Write', input: { file_path: path, content } });
const edit = (oldString: string, newString: string, path = LEDGER_PATH) => JSON.stringify({ tool: 'Edit', input: { file_path: path, old_string: oldString, new_string: newString } });
const claude = (tool: string, input: Record<string, unknown>) => JSON.stringify({ session_id: 's1', hook_event_name: 'PreToolUse', tool_name: tool, tool_input: { file_path: LEDGER_PATH, ...input } });

const guard = (payload: string, extra: Partial<LedgerWriteGuardInput> = {}) =>
  guardLedgerWrite({ payload, existingLedger: ledger(['IN_PROGRESS']), verdictDirExists: true, markers: [], home: HOME, ...extra });
const ALLOW = { decision: 'allow', exitCode: 0 };
const blocked = (reason: string) => ({ decision: 'block', exitCode: 2, reason, message: expect.stringMatching(/\S/) });

describe('guardLedgerWrite: codes', () => {
  it('locks the documented set (docs/guides/ledger-write-guard.md)', () => {
    expect(codesOf(LedgerGuardReason)).toEqual(['ledger_pipeline_id_missing', 'ledger_path_not_canonical', 'verdict_dir_missing', 'phase3_pass', 'no_matching_marker']);
  });
});

describe('guardLedgerWrite: the reference spelling (tool / input)', () => {
  it('allows a new PASS that a marker of the same pipeline and phase verifies', () => {
    expect(guard(write(ledger(['PASS'])), { markers: [marker('design')] })).toEqual(ALLOW);
    expect(guard(write(ledger(['PASS', 'PASS', 'COMPLETE', 'PASS'])), { existingLedger: ledger(['PASS', 'PASS', 'COMPLETE', 'IN_PROGRESS']), markers: [marker('code')] })).toEqual(ALLOW);
  });

  it('no_matching_marker: no marker, another pipeline, another phase, a non-PASS verdict', () => {
    expect(guard(write(ledger(['PASS'])))).toEqual(blocked('no_matching_marker'));
    expect(guard(write(ledger(['PASS'])), { markers: [marker('design', { id: 'build-20260101-000000' })] })).toEqual(blocked('no_matching_marker'));
    expect(guard(write(ledger(['PASS', 'PASS'])), { existingLedger: ledger(['PASS', 'IN_PROGRESS']), markers: [marker('design')] })).toEqual(blocked('no_matching_marker'));
    expect(guard(write(ledger(['PASS'])), { markers: [marker('design', { verdict: 'STAGNATION' })] })).toEqual(blocked('no_matching_marker'));
    expect(guard(write(ledger(['PASS', 'PASS', 'COMPLETE', 'PASS'])), { existingLedger: ledger(['PASS', 'PASS', 'COMPLETE', 'IN_PROGRESS']), markers: [marker('completion')] })).toEqual(blocked('no_matching_marker'));
  });

  it('any matching marker will do, even with a newer failing one (the newest-marker rule is the ledger verifier\'s)', () => {
    expect(guard(write(ledger(['PASS'])), { markers: [marker('design'), marker('design', { verdict: 'FAIL' })] })).toEqual(ALLOW);
  });

  it('phase3_pass: Phase 3 never records PASS, marker or not', () => {
    expect(guard(write(ledger(['PASS', 'PASS', 'PASS'])), { existingLedger: ledger(['PASS', 'PASS', 'IN_PROGRESS']), markers: [marker('execute'), marker('code')] })).toEqual(blocked('phase3_pass'));
    expect(guard(write(ledger(['PASS', 'PASS', 'COMPLETE'])), { existingLedger: ledger(['PASS', 'PASS', 'IN_PROGRESS']), verdictDirExists: false })).toEqual(ALLOW);
  });

  it('ledger_pipeline_id_missing: a new PASS in a ledger without PipelineID (or an empty one)', () => {
    expect(guard(write(ledger(['PASS'], { id: null })), { existingLedger: null, markers: [marker('design')] })).toEqual(blocked('ledger_pipeline_id_missing'));
    expect(guard(write(ledger(['PASS'], { id: '' })), { existingLedger: null })).toEqual(blocked('ledger_pipeline_id_missing'));
  });

  it('ledger_path_not_canonical: the ledger is not under ~/.claude/projects/<hash>/memory/', () => {
    expect(guard(write(ledger(['PASS']), '/srv/shop/build-gate-ledger.md'), { markers: [marker('design')] })).toEqual(blocked('ledger_path_not_canonical'));
    expect(guard(write(ledger(['PASS']), `${HOME}/.claude/projects/../memory/build-gate-ledger.md`), { markers: [marker('design')] })).toEqual(blocked('ledger_path_not_canonical'));
    expect(guard(write(ledger(['PASS']), '~/.claude/projects/-srv-shop/memory/build-gate-ledger.md'), { markers: [marker('design')] })).toEqual(ALLOW);
  });

  it('verdict_dir_missing: no quality-gate directory, first run included', () => {
    expect(guard(write(ledger(['PASS'])), { verdictDirExists: false })).toEqual(blocked('verdict_dir_missing'));
    expect(guard(write(ledger(['PASS'])), { existingLedger: null, verdictDirExists: false })).toEqual(blocked('verdict_dir_missing'));
  });

  it('a changed PipelineID makes every PASS new', () => {
    const before = ledger(['PASS'], { id: 'build-20260801-120000' });
    expect(guard(write(ledger(['PASS'])), { existingLedger: before, markers: [marker('design', { id: 'build-20260801-120000' })] })).toEqual(blocked('no_matching_marker'));
    expect(guard(write(ledger(['PASS'])), { existingLedger: ledger(['PASS']) })).toEqual(ALLOW);
  });

  it('reads statuses as the hook does: trailing whitespace trimmed, first Status binds, digits only matter', () => {
    expect(guard(write(ledger(['PASS \t'])))).toEqual(blocked('no_matching_marker'));
    expect(guard(write(ledger(['IN_PROGRESS']).replace('Status: IN_PROGRESS', 'Status: IN_PROGRESS\nStatus: PASS')))).toEqual(ALLOW);
    expect(guard(write(ledger(['PASS', 'PASS', 'COMPLETE', 'IN_PROGRESS']).replace('## Phase 4: Completion\nStatus: IN_PROGRESS', '## Phase 4:Completion\nStatus: PASS')), { existingLedger: ledger(['PASS', 'PASS', 'COMPLETE', 'IN_PROGRESS']) })).toEqual(blocked('no_matching_marker'));
    expect(guard(write(ledger(['PASS'], { eol: '\r\n' })))).toEqual(blocked('no_matching_marker'));
  });

  it('Edit: the post-edit file is judged; an absent file is the new_string', () => {
    expect(guard(edit('Status: IN_PROGRESS', 'Status: PASS'))).toEqual(blocked('no_matching_marker'));
    expect(guard(edit('Status: IN_PROGRESS', 'Status: PASS'), { markers: [marker('design')] })).toEqual(ALLOW);
    expect(guard(edit('', `PipelineID: ${ID}\n## Phase 2: Plan\nStatus: PASS`), { existingLedger: null })).toEqual(blocked('no_matching_marker'));
  });

  it('Edit shortcuts of the reference: empty or PASS-free new_string, and an old_string that already held PASS', () => {
    expect(guard(edit('Status: IN_PROGRESS', ''))).toEqual(ALLOW);
    expect(guard(edit('Status: IN_PROGRESS', 'Status: FAIL'))).toEqual(ALLOW);
    const loophole = edit('Status: PASS\n\n## Phase 2: Plan\nStatus: NOT_STARTED', 'Status: PASS\n\n## Phase 2: Plan\nStatus: PASS');
    expect(guard(loophole, { existingLedger: ledger(['PASS']) })).toEqual(ALLOW);
  });

  it('fails open on its own input: empty, not JSON, not an object, no tool, other tools, no path, no content', () => {
    for (const payload of ['', '   ', 'null', 'Status: PASS', '[1]', '"Write"', '{}', JSON.stringify({ tool: 'Bash', input: { command: 'echo' } }), JSON.stringify({ tool: 'MultiEdit', input: { file_path: LEDGER_PATH, edits: [] } }), JSON.stringify({ tool: 'Write', input: { content: ledger(['PASS']) } }), write('')]) {
      expect(guard(payload), payload).toEqual(ALLOW);
    }
    expect(guard(write(ledger(['PASS']), '/srv/shop/notes.md'))).toEqual(ALLOW);
  });
});

describe('guardLedgerWrite: Claude Code payloads (tool_name / tool_input)', () => {
  it('Write: the same decisions on the real field names', () => {
    expect(guard(claude('Write', { content: ledger(['PASS']) }))).toEqual(blocked('no_matching_marker'));
    expect(guard(claude('Write', { content: ledger(['PASS']) }), { markers: [marker('design')] })).toEqual(ALLOW);
    expect(guard(claude('Write', { content: ledger(['PASS']) }), { verdictDirExists: false })).toEqual(blocked('verdict_dir_missing'));
  });

  it('tool_name wins over tool when both are present', () => {
    const both = JSON.stringify({ tool: 'Bash', input: {}, tool_name: 'Write', tool_input: { file_path: LEDGER_PATH, content: ledger(['PASS']) } });
    expect(guard(both)).toEqual(blocked('no_matching_marker'));
  });

  it('Edit: no loophole, first occurrence or replace_all, an absent old_string changes nothing', () => {
    const existing = ledger(['PASS', 'IN_PROGRESS']);
    expect(guard(claude('Edit', { old_string: 'Status: PASS\n\n## Phase 2: Plan\nStatus: IN_PROGRESS', new_string: 'Status: PASS\n\n## Phase 2: Plan\nStatus: PASS' }), { existingLedger: existing })).toEqual(blocked('no_matching_marker'));
    expect(guard(claude('Edit', { old_string: 'NOT_STARTED', new_string: 'PASS', replace_all: true }), { existingLedger: existing, markers: [marker('code')] })).toEqual(blocked('phase3_pass'));
    expect(guard(claude('Edit', { old_string: 'IN_PROGRESS', new_string: 'PASS' }), { existingLedger: existing, markers: [marker('plan')] })).toEqual(ALLOW);
    expect(guard(claude('Edit', { old_string: 'Status: FAILED', new_string: 'Status: PASS' }), { existingLedger: existing })).toEqual(ALLOW);
    expect(guard(claude('Edit', { old_string: 'Status: IN_PROGRESS', new_string: 'Status: PASS' }), { existingLedger: null })).toEqual(ALLOW);
  });

  it('an edit that makes PASS without writing it (deleting characters) is still caught', () => {
    const existing = ledger(['PAXSS']);
    expect(guard(claude('Edit', { old_string: 'PAXSS', new_string: 'PASS' }), { existingLedger: existing })).toEqual(blocked('no_matching_marker'));
    expect(guard(claude('Edit', { old_string: 'X', new_string: '' }), { existingLedger: existing })).toEqual(blocked('no_matching_marker'));
  });

  it('MultiEdit: edits apply in order; a later edit can introduce the PASS', () => {
    const edits = [{ old_string: 'Goal: Rate-limit the export endpoint', new_string: 'Goal: Rate-limit exports' }, { old_string: 'Status: IN_PROGRESS', new_string: 'Status: PASS' }];
    expect(guard(claude('MultiEdit', { edits }))).toEqual(blocked('no_matching_marker'));
    expect(guard(claude('MultiEdit', { edits }), { markers: [marker('design')] })).toEqual(ALLOW);
    expect(guard(claude('MultiEdit', { edits: 'all of them' }))).toEqual(ALLOW);
    expect(guard(claude('MultiEdit', { edits: [null, 3, { old_string: 'Status: IN_PROGRESS', new_string: 'Status: PASS' }] }))).toEqual(blocked('no_matching_marker'));
  });

  it('reads the ledger as the ledger verifier does: an indented or NBSP-padded PASS is a PASS', () => {
    const indented = ledger(['IN_PROGRESS']).replace('Status: IN_PROGRESS', '   Status: PASS');
    expect(guard(claude('Write', { content: indented }))).toEqual(blocked('no_matching_marker'));
    expect(guard(write(indented))).toEqual(ALLOW); // the reference reads column 0 only
    expect(guard(claude('Write', { content: ledger(['PASS\u00a0']) }))).toEqual(blocked('no_matching_marker'));
  });

  it('a repeated phase section counts against the writer', () => {
    const repeated = `${ledger(['IN_PROGRESS'])}\n## Phase 1: Design\nStatus: PASS\n`;
    expect(guard(claude('Write', { content: repeated }))).toEqual(blocked('no_matching_marker'));
  });

  it('other tools and other paths are not the guard\'s business', () => {
    expect(guard(JSON.stringify({ tool_name: 'Bash', tool_input: { command: `echo "Status: PASS" >> ${LEDGER_PATH}` } }))).toEqual(ALLOW);
    expect(guard(JSON.stringify({ tool_name: 'Write', tool_input: { file_path: '/srv/shop/ledger.md', content: ledger(['PASS']) } }))).toEqual(ALLOW);
  });
});

describe('guardLedgerWrite: hostile and huge input', () => {
  it('deep JSON, NUL bytes and non-string members allow or block, never throw', () => {
    expect(guard('['.repeat(200_000))).toEqual(ALLOW);
    expect(guard(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`)).toEqual(ALLOW);
    expect(guard(write(ledger(['PASS']), `${HOME}/.claude/projects/a\0b/memory/build-gate-ledger.md`), { markers: [marker('design')] })).toEqual(ALLOW);
    expect(guard(JSON.stringify({ tool: 'Write', input: { file_path: 7, content: {} } }))).toEqual(ALLOW);
    expect(guardLedgerWrite({ payload: write(ledger(['PASS'])), existingLedger: 3 as never, verdictDirExists: 'yes' as never, markers: 'x' as never, home: null as never })).toEqual(blocked('verdict_dir_missing'));
  });

  it('a huge ledger is judged in linear time', () => {
    const big = ledger(['PASS']) + 'Tasks: 1/1 complete\n'.repeat(300_000);
    const started = performance.now();
    expect(guard(write(big))).toEqual(blocked('no_matching_marker'));
    expect(guard(claude('Write', { content: big }))).toEqual(blocked('no_matching_marker'));
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('guardLedgerWrite: what each reading and each edit form decides', () => {
  const DIR = `${HOME}/.claude/projects/-srv-shop/memory/quality-gate`;
  /** A ledger with only some phase sections, as a first write or a hand-made one leaves it. */
  const partial = (...sections: string[]) => [`PipelineID: ${ID}`, ...sections].join('\n') + '\n';

  it('a block message carries what the agent needs: the path, the directory, the PipelineID and the phase', () => {
    expect(guard(write(ledger(['PASS']), '/srv/shop/build-gate-ledger.md')).message).toContain('/srv/shop/build-gate-ledger.md');
    expect(guard(write(ledger(['PASS'])), { verdictDirExists: false }).message).toContain(DIR);
    expect(guard(write(ledger(['PASS']))).message).toBe(`Phase 1 PASS needs a verdict marker in ${DIR} with PipelineID: ${ID}, Verdict: PASS and Phase: design.`);
    expect(guard(write(ledger(['PASS'], { id: null })), { existingLedger: null }).message).toMatch(/PipelineID/);
    expect(guard(write(ledger(['PASS', 'PASS', 'PASS'])), { existingLedger: ledger(['PASS', 'PASS']), markers: [marker('plan')] }).message).toMatch(/Phase 3/);
  });

  it('the project hash: the last `.claude/projects/<hash>/memory/` of the path, a relative one included; none without a hash or memory', () => {
    const target = (path: string) => ledgerWriteTarget(write('x', path), HOME)?.verdictDir;
    expect(target('.claude/projects/p/memory/build-gate-ledger.md')).toBe(`${HOME}/.claude/projects/p/memory/quality-gate`);
    expect(target('/a/.claude/projects/p/memory/x/.claude/projects/q/build-gate-ledger.md')).toBe(`${HOME}/.claude/projects/p/memory/quality-gate`);
    expect(target('/a/.claude/projects/p/memory/x/.claude/projects/q/memory/build-gate-ledger.md')).toBe(`${HOME}/.claude/projects/q/memory/quality-gate`);
    for (const path of ['.claude/projects/p/build-gate-ledger.md', `${HOME}/.claude/projects/p/build-gate-ledger.md`, `${HOME}/.claude/projects//memory/build-gate-ledger.md`, `${HOME}/.claude/projects/./memory/build-gate-ledger.md`, `${HOME}/.claude/projects/p/memoryx/build-gate-ledger.md`]) {
      expect(target(path), path).toBeNull();
      expect(guard(write(ledger(['PASS']), path), { markers: [marker('design')] }), path).toEqual(blocked('ledger_path_not_canonical'));
    }
  });

  it('reference Edit: the first line-aligned occurrence of old_string is replaced, at the start or the end of the file too', () => {
    const goalMentions = ledger(['IN_PROGRESS']).replace('Goal: Rate-limit the export endpoint', 'Goal: fix the Status: IN_PROGRESS line');
    expect(guard(edit('Status: IN_PROGRESS', 'Status: PASS'), { existingLedger: goalMentions })).toEqual(blocked('no_matching_marker'));
    expect(guard(edit('Status: IN_PROGRESS', 'Status: PASS'), { existingLedger: goalMentions, markers: [marker('design')] })).toEqual(ALLOW);
    const startsWithPhase = `## Phase 1: Design\nStatus: IN_PROGRESS\nPipelineID: ${ID}\n`;
    expect(guard(edit('## Phase 1: Design\nStatus: IN_PROGRESS', '## Phase 1: Design\nStatus: PASS'), { existingLedger: startsWithPhase })).toEqual(blocked('no_matching_marker'));
    const endsWithoutNewline = `PipelineID: ${ID}\n## Phase 1: Design\nStatus: IN_PROGRESS`;
    expect(guard(edit('Status: IN_PROGRESS', 'Status: PASS'), { existingLedger: endsWithoutNewline })).toEqual(blocked('no_matching_marker'));
    // an occurrence that ends a line but starts inside it, or starts a line and ends inside it, is skipped
    const endsGoal = ledger(['IN_PROGRESS']).replace('Goal: Rate-limit the export endpoint', 'Goal: fix Status: IN_PROGRESS');
    expect(guard(edit('Status: IN_PROGRESS', 'Status: PASS'), { existingLedger: endsGoal })).toEqual(blocked('no_matching_marker'));
    const startsNote = ledger(['IN_PROGRESS']).replace('Goal:', 'Status: IN_PROGRESS_NOTE\nGoal:');
    expect(guard(edit('Status: IN_PROGRESS', 'Status: PASS'), { existingLedger: startsNote })).toEqual(blocked('no_matching_marker'));
    // an occurrence inside a line is not the one the hook replaces
    expect(guard(edit('Status: IN_PROGRESS', 'Status: PASS'), { existingLedger: `PipelineID: ${ID}\n## Phase 1: Design\nStatus: IN_PROGRESSING\n` })).toEqual(ALLOW);
  });

  it('reference Edit: an empty old_string changes an existing file in nothing; a PASS-free new_string is not judged', () => {
    const onlyPhase1 = partial('## Phase 1: Design', 'Status: IN_PROGRESS');
    expect(guard(edit('', '## Phase 2: Plan\nStatus: PASS'), { existingLedger: onlyPhase1 })).toEqual(ALLOW);
    // deleting the first Status line would bind a later PASS, but the hook never reads a PASS-free new_string
    const twoStatuses = partial('## Phase 1: Design', 'Status: IN_PROGRESS', 'Status: PASS');
    expect(guard(edit('Status: IN_PROGRESS', ''), { existingLedger: twoStatuses })).toEqual(ALLOW);
    expect(guard(edit('Status: IN_PROGRESS', 'Status:PASS'))).toEqual(blocked('no_matching_marker'));
  });

  it('Claude Code Edit: old_string is replaced once, or everywhere with replace_all: true (nothing else)', () => {
    const twoInProgress = ledger(['IN_PROGRESS', 'IN_PROGRESS']);
    const once = { old_string: 'IN_PROGRESS', new_string: 'PASS' };
    expect(guard(claude('Edit', once), { existingLedger: twoInProgress, markers: [marker('design')] })).toEqual(ALLOW);
    expect(guard(claude('Edit', { ...once, replace_all: 'yes' }), { existingLedger: twoInProgress, markers: [marker('design')] })).toEqual(ALLOW);
    expect(guard(claude('Edit', { ...once, replace_all: true }), { existingLedger: twoInProgress, markers: [marker('design')] })).toEqual(blocked('no_matching_marker'));
    expect(guard(claude('Edit', { ...once, replace_all: true }), { existingLedger: twoInProgress, markers: [marker('design'), marker('plan')] })).toEqual(ALLOW);
  });

  it('Claude Code Edit: an empty old_string creates an absent file and changes an existing one in nothing; a missing new_string deletes', () => {
    expect(guard(claude('Edit', { old_string: '', new_string: ledger(['PASS']) }), { existingLedger: null })).toEqual(blocked('no_matching_marker'));
    expect(guard(claude('Edit', { old_string: 'Status: IN_PROGRESS', new_string: ledger(['PASS']) }), { existingLedger: null })).toEqual(ALLOW);
    expect(guard(claude('Edit', { old_string: '', new_string: '## Phase 1: Design\nStatus: PASS\n' }), { existingLedger: ledger(['IN_PROGRESS']) })).toEqual(ALLOW);
    expect(guard(claude('Edit', { old_string: 'X', new_string: null }), { existingLedger: ledger(['PAXSS']) })).toEqual(blocked('no_matching_marker'));
  });

  it('the hook reading (reference payloads): a header at column 0 with all its digits, the first Status line after it, the first PipelineID', () => {
    const base = ledger(['IN_PROGRESS']);
    expect(guard(write(`${base}Notes: see ## Phase 2: Plan\nStatus: PASS\n`))).toEqual(ALLOW);
    expect(guard(write(`${base}## Phase 12: Extra\nStatus: PASS\n`))).toEqual(ALLOW);
    expect(guard(write(base.replace('## Phase 1: Design\nStatus: IN_PROGRESS', '## Phase 1: Design\nOwner: dana\nStatus: PASS')))).toEqual(blocked('no_matching_marker'));
    // a Status line before any phase header belongs to no phase
    expect(guard(write(base.replace('Goal:', 'Status: PASS\nGoal:')), { verdictDirExists: false })).toEqual(ALLOW);
    const secondId = base.replace('Goal:', 'PipelineID: build-20260101-000000\nGoal:').replace('Status: IN_PROGRESS', 'Status: PASS');
    expect(guard(write(secondId), { markers: [marker('design')] })).toEqual(ALLOW);
  });

  it('the hook reading trims ASCII whitespace around a value, only around it', () => {
    for (const status of ['  PASS', '\vPASS', '\t PASS \f', 'PASS\v']) {
      expect(guard(write(ledger(['IN_PROGRESS']).replace('Status: IN_PROGRESS', `Status:${status}`))), JSON.stringify(status)).toEqual(blocked('no_matching_marker'));
    }
    for (const status of [' PA SS', ' PASSV', ' VPASS', ' PASS\u00a0']) {
      expect(guard(write(ledger(['IN_PROGRESS']).replace('Status: IN_PROGRESS', `Status:${status}`))), JSON.stringify(status)).toEqual(ALLOW);
    }
  });

  it('the verifier reading (Claude Code payloads): a phase without Status, a PASS before a repeat, a PipelineID in a phase, none at all', () => {
    expect(guard(claude('Write', { content: partial('## Phase 1: Design', 'Owner: dana') }), { existingLedger: null })).toEqual(ALLOW);
    const passThenRepeat = `${ledger(['PASS'])}\n## Phase 1: Design\nStatus: IN_PROGRESS\n`;
    expect(guard(claude('Write', { content: passThenRepeat }))).toEqual(blocked('no_matching_marker'));
    const idInPhase = '# Build Gate Ledger\n\n## Phase 1: Design\nStatus: PASS\nPipelineID: ' + ID + '\n';
    expect(guard(claude('Write', { content: idInPhase }), { existingLedger: null, markers: [marker('design')] })).toEqual(ALLOW);
    expect(guard(claude('Write', { content: ledger(['PASS'], { id: null }) }), { existingLedger: null, markers: [marker('design')] })).toEqual(blocked('ledger_pipeline_id_missing'));
    expect(guard(claude('Write', { content: ledger(['PASS'], { id: '' }) }), { existingLedger: null, markers: [marker('design')] })).toEqual(blocked('ledger_pipeline_id_missing'));
  });

  it('a PASS is new when the phase was not PASS before, or the PipelineID changed (not when either side has none)', () => {
    expect(guard(write(ledger(['PASS'], { id: null })), { existingLedger: ledger(['PASS']) })).toEqual(ALLOW);
    expect(guard(write(ledger(['PASS'])), { existingLedger: ledger(['PASS'], { id: null }) })).toEqual(ALLOW);
    expect(guard(claude('Write', { content: ledger(['PASS', 'PASS']) }), { existingLedger: partial('## Phase 1: Design', 'Status: PASS'), markers: [marker('design')] })).toEqual(blocked('no_matching_marker'));
  });

  it('markers that are not text are skipped; phases without a marker type (5 and up) need none', () => {
    expect(guard(write(ledger(['PASS'])), { markers: [3, null, marker('design')] as never })).toEqual(ALLOW);
    expect(guard(write(`${ledger(['IN_PROGRESS'])}## Phase 5: Extra\nStatus: PASS\n`))).toEqual(ALLOW);
  });

  it('a payload that is not text, and tools that do not write, are allowed', () => {
    expect(guard(3 as never)).toEqual(ALLOW);
    expect(guard(JSON.stringify({ tool_name: 'NotebookEdit', tool_input: { file_path: LEDGER_PATH, content: ledger(['PASS']), edits: [{ old_string: 'IN_PROGRESS', new_string: 'PASS' }] } }))).toEqual(ALLOW);
    expect(guard(JSON.stringify({ tool: 'MultiEdit', input: { file_path: LEDGER_PATH, edits: [{ old_string: 'IN_PROGRESS', new_string: 'PASS' }] } }))).toEqual(ALLOW);
    // an empty tool_name falls back to the reference spelling
    expect(guard(JSON.stringify({ tool_name: '', tool: 'Write', input: { file_path: LEDGER_PATH, content: ledger(['PASS']) } }))).toEqual(blocked('no_matching_marker'));
  });
});

describe('ledgerWriteTarget', () => {
  it('knows the writing tools of each spelling', () => {
    const expected = { ledgerPath: LEDGER_PATH, verdictDir: `${HOME}/.claude/projects/-srv-shop/memory/quality-gate` };
    expect(ledgerWriteTarget(claude('Write', { content: 'x' }), HOME)).toEqual(expected);
    expect(ledgerWriteTarget(claude('Edit', { old_string: 'a', new_string: 'b' }), HOME)).toEqual(expected);
    expect(ledgerWriteTarget(edit('a', 'b'), HOME)).toEqual(expected);
    expect(ledgerWriteTarget(claude('Bash', { command: 'x' }), HOME)).toBeNull();
  });

  it('names the ledger and the verdict directory to read, or null', () => {
    expect(ledgerWriteTarget(write('x'), HOME)).toEqual({ ledgerPath: LEDGER_PATH, verdictDir: `${HOME}/.claude/projects/-srv-shop/memory/quality-gate` });
    expect(ledgerWriteTarget(write('x', '~/.claude/projects/p/memory/build-gate-ledger.md'), HOME)).toEqual({ ledgerPath: `${HOME}/.claude/projects/p/memory/build-gate-ledger.md`, verdictDir: `${HOME}/.claude/projects/p/memory/quality-gate` });
    expect(ledgerWriteTarget(write('x', '/srv/build-gate-ledger.md'), HOME)).toEqual({ ledgerPath: '/srv/build-gate-ledger.md', verdictDir: null });
    expect(ledgerWriteTarget(claude('MultiEdit', { edits: [] }), HOME)).toEqual({ ledgerPath: LEDGER_PATH, verdictDir: `${HOME}/.claude/projects/-srv-shop/memory/quality-gate` });
    expect(ledgerWriteTarget(JSON.stringify({ tool: 'MultiEdit', input: { file_path: LEDGER_PATH } }), HOME)).toBeNull();
    expect(ledgerWriteTarget(write('x', '/srv/notes.md'), HOME)).toBeNull();
    expect(ledgerWriteTarget('not json', HOME)).toBeNull();
  });
});
