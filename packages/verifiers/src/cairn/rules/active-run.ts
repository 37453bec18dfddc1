import { CairnReason } from '@gauntlet/contracts/codes';
import type { CairnIssue } from '../parse.js';
import { type ReconcileDecision, reconcileRule } from '../prepared.js';

const FILE_NAME = /^cairn-(.+)\.md$/;
const RUN_ID = /run-id:\s*(\S+)/;

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * Rule 3 (detection only): the active-run marker's `run-id:` is the run-id of this cairn's file
 * name (`cairn-<run-id>.md`). Without a marker, or with another file name, it is a note.
 */
export const activeRunOutcome: ReconcileDecision = (cairn, _phase, { activeRun, fileName }) => {
  const escalations: CairnIssue[] = [];
  const notes: string[] = [];
  if (activeRun === null) {
    notes.push('Rule 3: no active-run marker supplied; singleton not checked.');
    return { escalations, notes };
  }
  const name = baseName(fileName ?? '');
  const fileId = FILE_NAME.exec(name)?.[1];
  if (fileId === undefined) {
    notes.push(`Rule 3: skipped, the file name ${JSON.stringify(name)} is not cairn-<run-id>.md.`);
    return { escalations, notes };
  }
  const runId = RUN_ID.exec(activeRun)?.[1];
  const escalate = (message: string) => escalations.push({ rule: 'active-run', reason: CairnReason.cairn_active_run_mismatch, message });
  if (runId === undefined) escalate('Rule 3: the active-run marker has no "run-id: <id>" line.');
  else if (runId !== fileId) escalate(`Rule 3: active run-id ${runId} is not this cairn's run-id ${fileId}.`);
  if (cairn.runId !== fileId) notes.push(`Rule 3: the title's run-id ${cairn.runId} differs from the file name's ${fileId}.`);
  return { escalations, notes };
};

export const activeRun = reconcileRule(
  'active-run',
  {
    description: 'Reconciliation Rule 3: the active-run marker names the run-id of this cairn file.',
    reasons: [CairnReason.cairn_active_run_mismatch],
    hint: "active-run.md must name this cairn's run-id (from its file name): one live cairn per project.",
  },
  activeRunOutcome,
);
