import type { CommandSpec } from '../command.js';
import { gatePromptCommand } from './gate-prompt/index.js';
import { partitionCommand } from './partition/index.js';
import { briefCommand } from './brief/index.js';
import { visualEvidenceCommand } from './visual-evidence/index.js';
import { checklistCommand } from './checklist/index.js';

/** Every command, in the order `--help` lists them. */
export const COMMANDS: readonly CommandSpec[] = [gatePromptCommand, partitionCommand, briefCommand, visualEvidenceCommand, checklistCommand];

export function findCommand(name: string): CommandSpec | undefined {
  return COMMANDS.find((command) => command.name === name);
}
