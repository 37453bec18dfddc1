import { decodeUtf8, verifyToResult } from '@gauntlet/core';
import { decodePlan, planRules, planVerifier } from '@gauntlet/verifiers';
import { type CommandContext, optionString } from '../../command.js';

export const rules = planRules;

export async function run(context: CommandContext): Promise<void> {
  const repo = optionString(context.values, 'repo');
  for (const path of context.positionals) {
    const input = await context.readInput(path);
    const text = decodePlan(input.bytes, input.id);
    context.rememberSource(input.id, decodeUtf8(input.bytes));
    const result = await verifyToResult(
      planVerifier,
      { id: input.id, input: text },
      { host: context.host, rules: context.rules, options: { repo } },
    );
    await context.emit(result);
  }
}
