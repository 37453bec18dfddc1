import type { CommandSpec } from '../command.js';
import { gatePromptCommand } from './gate-prompt/index.js';
import { patchesCommand } from './patches/index.js';
import { conflictCommand } from './conflict/index.js';
import { tddCommand } from './tdd/index.js';
import { warningsBaselineCommand } from './warnings-baseline/index.js';

/** Every command, in the order `--help` lists them. */
export const COMMANDS: readonly CommandSpec[] = [
  gatePromptCommand,
  patchesCommand,
  conflictCommand,
  tddCommand,
  warningsBaselineCommand,
];

export function findCommand(name: string): CommandSpec | undefined {
  return COMMANDS.find((command) => command.name === name);
}
