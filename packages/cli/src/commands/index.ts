import type { CommandSpec } from '../command.js';
import { briefCommand } from './brief/index.js';
import { checklistCommand } from './checklist/index.js';
import { conformanceReportCommand } from './conformance-report/index.js';
import { councilAuditCommand } from './council-audit/index.js';
import { cairnCommand } from './cairn/index.js';
import { csbCommand } from './csb/index.js';
import { gatePromptCommand } from './gate-prompt/index.js';
import { receiptCommand } from './receipt/index.js';
import { tripwireCommand } from './tripwire/index.js';
import { contractCommand } from './contract/index.js';
import { ledgerCommand } from './ledger/index.js';
import { verdictMarkerCommand } from './verdict-marker/index.js';
import { handoffCommand } from './handoff/index.js';
import { markerCommand } from './marker/index.js';
import { planCommand } from './plan/index.js';
import { partitionCommand } from './partition/index.js';
import { specPrCommand } from './spec-pr/index.js';
import { specCommand } from './spec/index.js';
import { visualEvidenceCommand } from './visual-evidence/index.js';
import { receiptLedgerCommand } from './receipt-ledger/index.js';
import { reviewCommand } from './review/index.js';
import { statusCommand } from './status/index.js';
import { patchesCommand } from './patches/index.js';
import { conflictCommand } from './conflict/index.js';
import { tddCommand } from './tdd/index.js';
import { warningsBaselineCommand } from './warnings-baseline/index.js';

/**
 * The spec with its module imported once: a long-lived process (`serve`, `mcp`) runs commands many
 * times, and each `import()` of a bundled chunk would otherwise re-wrap the module's exports.
 */
function loadingOnce(spec: CommandSpec): CommandSpec {
  let loaded: ReturnType<CommandSpec['load']> | undefined;
  return { ...spec, load: () => (loaded ??= spec.load()) };
}

/** Every command, in the order `--help` lists them. */
export const COMMANDS: readonly CommandSpec[] = [
  receiptCommand,
  tripwireCommand,
  partitionCommand,
  briefCommand,
  visualEvidenceCommand,
  checklistCommand,
  markerCommand,
  specCommand,
  specPrCommand,
  councilAuditCommand,
  conformanceReportCommand,
  planCommand,
  gatePromptCommand,
  receiptLedgerCommand,
  csbCommand,
  statusCommand,
  cairnCommand,
  reviewCommand,
  contractCommand,
  ledgerCommand,
  verdictMarkerCommand,
  handoffCommand,
  patchesCommand,
  conflictCommand,
  tddCommand,
  warningsBaselineCommand,
].map(loadingOnce);

export function findCommand(name: string): CommandSpec | undefined {
  return COMMANDS.find((command) => command.name === name);
}
