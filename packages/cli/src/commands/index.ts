import type { CommandSpec } from '../command.js';
import { gatePromptCommand } from './gate-prompt/index.js';
import { receiptCommand } from './receipt/index.js';
import { tripwireCommand } from './tripwire/index.js';

/** Every command, in the order `--help` lists them. */
export const COMMANDS: readonly CommandSpec[] = [gatePromptCommand, receiptCommand, tripwireCommand];

export function findCommand(name: string): CommandSpec | undefined {
  return COMMANDS.find((command) => command.name === name);
}
