import { createRunBudget, decodeUtf8, verifyToResult } from '@gauntlet/core';
import { PLAN_REPO_SEARCHES, decodePlan, planRules, planVerifier } from '@gauntlet/verifiers';
import { type CommandContext, optionString } from '../../command.js';

export const rules = planRules;

export async function run(context: CommandContext): Promise<void> {
  const repo = optionString(context.values, 'repo');
  // One budget of repository searches for the whole run, however many plans and delete claims.
  const searchBudget = createRunBudget('repository searches', PLAN_REPO_SEARCHES);
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const text = decodePlan(input.bytes, input.id);
    context.rememberSource(input.id, decodeUtf8(input.bytes));
    const result = await verifyToResult(
      planVerifier,
      { id: input.id, input: text },
      { host: context.host, rules: context.rules, options: { repo, searchBudget } },
    );
    await context.emit(result);
  });
}
