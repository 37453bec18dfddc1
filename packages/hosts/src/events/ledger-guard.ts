import type { LedgerGuardReason } from '@gauntlet/contracts/codes';
import { joinPath } from '@gauntlet/core';
import { guardLedgerWrite, ledgerWriteTarget } from '@gauntlet/verifiers';
import { refuse } from '../decision.js';
import type { ToolPayload } from '../payload.js';
import { outsideReadRoots } from '../project.js';
import { isDirectoryInside, listInside, readInside } from '../reads.js';
import { clean } from '../reason.js';
import type { HookDecision, HookEnvironment } from '../types.js';

/**
 * The built-in PreToolUse check of crucible's gate ledger (docs/guides/ledger-write-guard.md):
 * `guardLedgerWrite` from @gauntlet/verifiers, with the ledger and the verdict markers read
 * here, inside the project or under `~/.claude/projects` only, each file capped.
 */

/** The rule id a guard refusal is reported under (the guard is a function, not a family rule). */
export const LEDGER_GUARD_RULE = 'hooks/ledger-write-guard';

const MAX_LEDGER_BYTES = 4 * 1024 * 1024;
const MAX_MARKER_BYTES = 1024 * 1024;
const MAX_MARKERS = 1000;
const MARKER_FILE = /^gate-verdict-.+\.md$/;

const FIX: Readonly<Record<LedgerGuardReason, string>> = {
  ledger_pipeline_id_missing: "Keep the run's PipelineID: line in the ledger header.",
  ledger_path_not_canonical: 'Write the ledger at ~/.claude/projects/<hash>/memory/build-gate-ledger.md.',
  verdict_dir_missing: 'Run the quality gate first; it writes its verdict marker into that directory.',
  phase3_pass: 'Write Status: COMPLETE for Phase 3.',
  no_matching_marker: 'Run the quality gate for this phase; write PASS only after its marker says PASS.',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of an edit the guard reads, and nothing else (no nesting an attacker could deepen). */
function editFields(edit: unknown): Record<string, unknown> {
  if (!isRecord(edit)) return {};
  const out: Record<string, unknown> = {};
  for (const key of ['file_path', 'content', 'old_string', 'new_string']) if (typeof edit[key] === 'string') out[key] = edit[key];
  if (typeof edit.replace_all === 'boolean') out.replace_all = edit.replace_all;
  return out;
}

/** The payload as the guard reads it: the tool and the write fields only, so it always serializes. */
function payloadText(payload: ToolPayload): string {
  const input = editFields(payload.toolInput);
  if (Array.isArray(payload.toolInput.edits)) input.edits = payload.toolInput.edits.map(editFields);
  return JSON.stringify({ tool_name: payload.toolName, tool_input: input });
}

/** A deny when the write would put an unearned `Status: PASS` into the ledger; null otherwise. */
export async function guardLedger(payload: ToolPayload, environment: HookEnvironment): Promise<HookDecision | null> {
  const home = environment.home ?? '';
  const text = payloadText(payload);
  const target = ledgerWriteTarget(text, home);
  if (target === null) return null;
  const { host } = environment;
  const roots = [host.cwd, ...outsideReadRoots(environment)];
  const existing = await readInside(host, target.ledgerPath, roots, MAX_LEDGER_BYTES);
  const verdictDir = target.verdictDir;
  const verdictDirExists = verdictDir !== null && (await isDirectoryInside(host, verdictDir, roots));
  const markers: string[] = [];
  if (verdictDirExists) {
    const names = (await listInside(host, verdictDir, roots)).filter((name) => MARKER_FILE.test(name)).slice(0, MAX_MARKERS);
    for (const name of names) {
      const marker = await readInside(host, joinPath(verdictDir, name), roots, MAX_MARKER_BYTES);
      if (marker.ok) markers.push(marker.text);
    }
  }
  const decision = guardLedgerWrite({ payload: text, existingLedger: existing.ok ? existing.text : null, verdictDirExists, markers, home });
  if (decision.decision === 'allow' || decision.reason === undefined) return null;
  const reason = [
    `gauntlet: the gate-ledger write guard refuses this ${payload.toolName} of ${clean(target.ledgerPath, 200)}`,
    `rules: ${LEDGER_GUARD_RULE} (docs/guides/ledger-write-guard.md)`,
    `- ${decision.reason}: ${clean(decision.message ?? '')}`,
    `  fix: ${FIX[decision.reason]}`,
  ].join('\n');
  return refuse('PreToolUse', 'ledger_guard', reason, [
    { verifier: 'ledger-guard', rule: LEDGER_GUARD_RULE, reason: decision.reason, severity: 'blocker', message: decision.message ?? decision.reason, file: target.ledgerPath, hint: FIX[decision.reason] },
  ]);
}
