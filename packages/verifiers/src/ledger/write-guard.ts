import type { LedgerGuardReason } from '@gauntlet/contracts/codes';
import { joinPath } from '@gauntlet/core';
import { fieldOf, parseLedger } from './parse.js';

/**
 * The gate-ledger write guard (docs/guides/ledger-write-guard.md): crucible's PreToolUse hook
 * `gate-ledger-guard.sh` as a pure function. It refuses a write that would introduce a new
 * `Status: PASS` into `build-gate-ledger.md` unless a verdict marker of the same pipeline and
 * phase says PASS. The host reads the files; this function decides.
 */

export interface LedgerWriteGuardInput {
  /** The hook's stdin: a PreToolUse payload as JSON text. */
  payload: string;
  /** The ledger file as it is on disk, `null` when it does not exist. */
  existingLedger: string | null;
  /** Whether `$HOME/.claude/projects/<hash>/memory/quality-gate` exists. */
  verdictDirExists: boolean;
  /** The contents of that directory's `gate-verdict-*.md` files. */
  markers: string[];
  /** `$HOME`. */
  home: string;
}

export interface LedgerWriteGuardDecision {
  decision: 'allow' | 'block';
  /** The hook's exit code: 0 allows, 2 blocks (the reason goes to stderr). */
  exitCode: 0 | 2;
  reason?: LedgerGuardReason;
  /** One sentence for the agent, with a block. */
  message?: string;
}

export const LEDGER_FILE_NAME = 'build-gate-ledger.md';

const ALLOW: LedgerWriteGuardDecision = { decision: 'allow', exitCode: 0 };
const block = (reason: LedgerGuardReason, message: string): LedgerWriteGuardDecision => ({ decision: 'block', exitCode: 2, reason, message });

/** Ledger phase number → the marker's `Phase` (the artifact type, not the build phase name). */
const MARKER_PHASE: Readonly<Record<string, string>> = { 1: 'design', 2: 'plan', 4: 'code' };
const PASS_IN_TEXT = /Status:\s*PASS/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Which spelling a payload uses. `reference`: crucible's hook reads `.tool` and `.input`.
 * `claude`: Claude Code sends `tool_name` and `tool_input`; it wins when both are present.
 */
type ToolCall = { spelling: 'reference' | 'claude'; tool: string; input: Record<string, unknown> };

/** The tools whose calls write the ledger, per spelling (crucible's hook knows no MultiEdit). */
const WRITE_TOOLS: Readonly<Record<ToolCall['spelling'], readonly string[]>> = { reference: ['Write', 'Edit'], claude: ['Write', 'Edit', 'MultiEdit'] };

/** The payload's tool call when it is one of the ledger-writing tools, else null. */
function readToolCall(payload: string): ToolCall | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const call: ToolCall | null =
    typeof value.tool_name === 'string' && value.tool_name !== ''
      ? { spelling: 'claude', tool: value.tool_name, input: isRecord(value.tool_input) ? value.tool_input : {} }
      : typeof value.tool === 'string'
        ? { spelling: 'reference', tool: value.tool, input: isRecord(value.input) ? value.input : {} }
        : null;
  return call !== null && WRITE_TOOLS[call.spelling].includes(call.tool) ? call : null;
}

/** `~/...` expands to `home`, as the shell does for the hook (a bare `~` is no ledger file). */
const expandHome = (path: string, home: string) => (path.startsWith('~/') ? home + path.slice(1) : path);

/** The `<hash>` of `.../.claude/projects/<hash>/memory/...` (the last such place), or null. */
export function projectHashOf(path: string): string | null {
  const anchor = '.claude/projects/';
  for (let at = path.lastIndexOf(anchor); at >= 0; at = at === 0 ? -1 : path.lastIndexOf(anchor, at - 1)) {
    const rest = path.slice(at + anchor.length);
    const slash = rest.indexOf('/');
    const hash = rest.slice(0, slash);
    if (slash > 0 && rest.startsWith('/memory/', slash) && hash !== '.' && hash !== '..') return hash;
  }
  return null;
}

/** The verdict directory the hook reads for a project hash: under `$HOME`, not under the ledger's path. */
export const verdictDirOf = (home: string, hash: string) => joinPath(home, '.claude', 'projects', hash, 'memory', 'quality-gate');

/** Line-aligned replacement of the first occurrence: `old` must start and end at line boundaries. */
function replaceFirstLineAligned(existing: string, old: string, replacement: string): string {
  if (old === '') return existing;
  for (let at = existing.indexOf(old); at >= 0; at = existing.indexOf(old, at + 1)) {
    const end = at + old.length;
    if ((at === 0 || existing[at - 1] === '\n') && (end === existing.length || existing[end] === '\n')) return existing.slice(0, at) + replacement + existing.slice(end);
  }
  return existing;
}

/** Claude Code's Edit semantics: the first occurrence, or every one with `replace_all`. */
function applyEdits(existing: string | null, edits: readonly unknown[]): string | null {
  let content = existing;
  for (const edit of edits) {
    if (!isRecord(edit)) continue;
    const old = text(edit.old_string);
    const replacement = text(edit.new_string);
    if (content === null) {
      if (old === '') content = replacement; // an Edit that creates the file
      continue;
    }
    if (old === '') continue;
    // an old_string that is not there fails the tool (nothing replaced); the other edits are still judged
    content = edit.replace_all === true ? content.split(old).join(replacement) : content.replace(old, () => replacement);
  }
  return content;
}

/** The content a tool call would leave in the ledger, or null when it writes nothing the guard reads. */
function incomingContent(call: ToolCall, existing: string | null): string | null {
  const { tool, input } = call;
  if (tool === 'Write') return text(input.content);
  if (call.spelling === 'reference') {
    // Edit, as crucible's hook judges it: only a new_string with a PASS, and not over an old PASS
    const replacement = text(input.new_string);
    if (!PASS_IN_TEXT.test(replacement)) return null;
    const old = text(input.old_string);
    if (PASS_IN_TEXT.test(old)) return null; // the reference's loophole, kept for parity
    return existing === null ? replacement : replaceFirstLineAligned(existing, old, replacement);
  }
  return tool === 'Edit' ? applyEdits(existing, [input]) : applyEdits(existing, Array.isArray(input.edits) ? input.edits : []);
}

/** Per phase key: is some section PASS, is every section PASS. */
type PassMap = Map<string, { any: boolean; all: boolean }>;
interface LedgerReading {
  pass: PassMap;
  pipelineId: string | null;
}

const ASCII_SPACE = /^[ \t\r\n\f\v]+|[ \t\r\n\f\v]+$/g;

/**
 * The reference's reading: `## Phase <digits>` at column 0 opens a phase (its digits as
 * written; a later section of the same number rebinds it); the first `Status:` line after a
 * header binds; the first `PipelineID:` line anywhere.
 */
function referenceReading(content: string): LedgerReading {
  const status = new Map<string, string>();
  /** The phase whose header was read and whose `Status:` line was not, yet. */
  let awaiting: string | null = null;
  let pipelineId: string | null = null;
  for (const line of content.split('\n')) {
    const header = /^## Phase (\d+)/.exec(line);
    if (header) {
      awaiting = header[1] as string;
    } else if (awaiting !== null && line.startsWith('Status:')) {
      status.set(awaiting, line.slice('Status:'.length).replace(ASCII_SPACE, ''));
      awaiting = null;
    }
    if (pipelineId === null && line.startsWith('PipelineID:')) pipelineId = line.slice('PipelineID:'.length).replace(ASCII_SPACE, '');
  }
  const pass: PassMap = new Map([...status].map(([key, value]) => [key, { any: value === 'PASS', all: value === 'PASS' }]));
  return { pass, pipelineId: pipelineId === '' ? null : pipelineId };
}

/**
 * For Claude Code payloads, the ledger as our ledger verifier reads it (indented lines, CRLF,
 * any whitespace): a PASS that verifier sees is one the guard sees. Repeated phase numbers are
 * read in the guard's disfavour.
 */
function verifierReading(content: string): LedgerReading {
  const ledger = parseLedger(content);
  const pass: PassMap = new Map();
  for (const phase of ledger.phases) {
    const isPass = fieldOf(phase.fields, 'Status')?.value === 'PASS';
    const key = String(phase.number);
    const seen = pass.get(key);
    pass.set(key, { any: (seen?.any ?? false) || isPass, all: (seen?.all ?? true) && isPass });
  }
  const fields = [...ledger.header, ...ledger.phases.flatMap((phase) => phase.fields)];
  const pipelineId = fieldOf(fields, 'PipelineID')?.value ?? '';
  return { pass, pipelineId: pipelineId === '' ? null : pipelineId };
}

/** A marker's first `Key:` line value (the reference reads markers this way on both spellings). */
function markerField(marker: string, key: string): string | null {
  for (const line of marker.split('\n')) if (line.startsWith(`${key}:`)) return line.slice(key.length + 1).replace(ASCII_SPACE, '');
  return null;
}

/**
 * Where a payload writes: the ledger path (`~` expanded) and the verdict directory to read, or
 * `null` when the payload is not a Write/Edit (or MultiEdit) of a `build-gate-ledger.md`. Hosts
 * call this first to know which files to read for `guardLedgerWrite`. The paths are as the
 * payload gives them: a host keeps its reads inside its own roots.
 */
export function ledgerWriteTarget(payload: string, home: string): { ledgerPath: string; verdictDir: string | null } | null {
  const call = readToolCall(payload);
  if (call === null) return null;
  const ledgerPath = expandHome(text(call.input.file_path), home);
  if (!ledgerPath.endsWith(LEDGER_FILE_NAME)) return null;
  const hash = projectHashOf(ledgerPath);
  return { ledgerPath, verdictDir: hash === null ? null : verdictDirOf(home, hash) };
}

/**
 * Decides one PreToolUse payload. Anything that is not a ledger write that introduces a new
 * PASS is allowed (an unreadable payload too: the hook fails open on its own input, never on a
 * PASS it can read). A new PASS needs a PipelineID, the canonical path, the verdict directory
 * and, per newly-PASS phase, a marker with that PipelineID, `Verdict: PASS` and the phase's
 * artifact type; Phase 3 is never PASS.
 */
export function guardLedgerWrite(input: LedgerWriteGuardInput): LedgerWriteGuardDecision {
  const call = readToolCall(text(input.payload));
  if (call === null) return ALLOW;
  const existing = typeof input.existingLedger === 'string' ? input.existingLedger : null;
  const home = text(input.home);
  const filePath = expandHome(text(call.input.file_path), home);
  const content = filePath.endsWith(LEDGER_FILE_NAME) ? incomingContent(call, existing) : null;
  if (content === null) return ALLOW;

  const read = call.spelling === 'reference' ? referenceReading : verifierReading;
  const incoming = read(content);
  const before = existing === null ? null : read(existing);
  const pipelineChanged = incoming.pipelineId !== null && before !== null && before.pipelineId !== null && incoming.pipelineId !== before.pipelineId;
  const newPass = [...incoming.pass].filter(([key, status]) => status.any && (pipelineChanged || !before?.pass.get(key)?.all)).map(([key]) => key);
  if (newPass.length === 0) return ALLOW;

  const pipelineId = incoming.pipelineId;
  if (pipelineId === null) return block('ledger_pipeline_id_missing', 'The ledger being written has no PipelineID line, so its PASS cannot be tied to a verdict marker.');
  const hash = projectHashOf(filePath);
  if (hash === null) return block('ledger_path_not_canonical', `${filePath} is not under ~/.claude/projects/<hash>/memory/, so there is no verdict directory for its PASS.`);
  const verdictDir = verdictDirOf(home, hash);
  if (input.verdictDirExists !== true) return block('verdict_dir_missing', `The verdict directory ${verdictDir} does not exist: run the quality gate before writing PASS.`);
  const markers = Array.isArray(input.markers) ? input.markers.filter((marker): marker is string => typeof marker === 'string') : [];
  for (const phase of newPass) {
    if (phase === '3') return block('phase3_pass', 'Phase 3 (Execute) records COMPLETE, never PASS.');
    const artifact = MARKER_PHASE[phase];
    if (artifact === undefined) continue;
    const verified = markers.some((marker) => markerField(marker, 'PipelineID') === pipelineId && markerField(marker, 'Verdict') === 'PASS' && markerField(marker, 'Phase') === artifact);
    if (!verified) return block('no_matching_marker', `Phase ${phase} PASS needs a verdict marker in ${verdictDir} with PipelineID: ${pipelineId}, Verdict: PASS and Phase: ${artifact}.`);
  }
  return ALLOW;
}
