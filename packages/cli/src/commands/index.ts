import type { CommandSpec } from '../command.js';
import { gatePromptCommand } from './gate-prompt/index.js';
import { contractCommand } from './contract/index.js';
import { ledgerCommand } from './ledger/index.js';
import { verdictMarkerCommand } from './verdict-marker/index.js';
import { handoffCommand } from './handoff/index.js';

/** Every command, in the order `--help` lists them. */
export const COMMANDS: readonly CommandSpec[] = [gatePromptCommand, contractCommand, ledgerCommand, verdictMarkerCommand, handoffCommand];

export function findCommand(name: string): CommandSpec | undefined {
  return COMMANDS.find((command) => command.name === name);
}
