import { GauntletError, RUN_REGEX_STEPS, createRunBudget, decodeUtf8, verifyToResult } from '@gauntlet/core';
import { warningsBaselineRules, warningsBaselineVerifier } from '@gauntlet/verifiers';
import { type CommandContext, optionString } from '../../command.js';

export const rules = warningsBaselineRules;

export async function run(context: CommandContext): Promise<void> {
  const baselinePath = optionString(context.values, 'baseline');
  if (baselinePath === undefined) throw new GauntletError('usage', 'warnings-baseline needs --baseline FILE');
  const filter = optionString(context.values, 'filter');
  const warning = optionString(context.values, 'warning');
  const budget = createRunBudget('regex steps', RUN_REGEX_STEPS);
  const baseline = decodeUtf8((await context.readInput(baselinePath, 'baseline')).bytes, { stripBom: true });
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const current = decodeUtf8(input.bytes, { stripBom: true });
    context.rememberSource(input.id, current);
    await context.emit(
      await verifyToResult(warningsBaselineVerifier, { id: input.id, input: { current, baseline } }, { rules: context.rules, options: { filter, warning, budget } }),
    );
  });
}
