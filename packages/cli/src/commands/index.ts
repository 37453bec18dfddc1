import type { CommandSpec } from '../command.js';
import { conformanceReportCommand } from './conformance-report/index.js';
import { councilAuditCommand } from './council-audit/index.js';
import { gatePromptCommand } from './gate-prompt/index.js';
import { receiptCommand } from './receipt/index.js';
import { tripwireCommand } from './tripwire/index.js';
import { markerCommand } from './marker/index.js';
import { specPrCommand } from './spec-pr/index.js';
import { specCommand } from './spec/index.js';

/** Every command, in the order `--help` lists them. */
export const COMMANDS: readonly CommandSpec[] = [
  gatePromptCommand,
  receiptCommand,
  tripwireCommand,
  markerCommand,
  specCommand,
  specPrCommand,
  councilAuditCommand,
  conformanceReportCommand,
];

export function findCommand(name: string): CommandSpec | undefined {
  return COMMANDS.find((command) => command.name === name);
}
