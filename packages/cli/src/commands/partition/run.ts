import { GauntletError, createRunBudget, verifyToResult } from '@gauntlet/core';
import { PARTITION_GLOB_STEPS, parsePathList, partitionRules, partitionVerifier } from '@gauntlet/verifiers';
import { type CommandContext, optionFlag, optionString } from '../../command.js';
import { strictUtf8Text } from '../../inputs.js';

export const rules = partitionRules;

export async function run(context: CommandContext): Promise<void> {
  const filesFlag = optionString(context.values, 'files');
  const changed = optionString(context.values, 'changed');
  if (filesFlag !== undefined && changed !== undefined) throw new GauntletError('usage', '--files and --changed cannot be combined');
  let files: string[] | undefined;
  if (filesFlag !== undefined) {
    const list = await context.readInput(filesFlag, '--files');
    files = parsePathList(strictUtf8Text(list, { label: `--files ${list.id}`, stripBom: true }));
  }
  const globBudget = createRunBudget('glob steps', PARTITION_GLOB_STEPS);
  // One input on the command line; configured linting may route several partitions here.
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const text = strictUtf8Text(input);
    const result = await verifyToResult(
      partitionVerifier,
      { id: input.id, input: text },
      { host: context.host, rules: context.rules, options: { globs: optionFlag(context.values, 'globs'), files, changed, globBudget } },
    ).catch((error: unknown) => {
      if (error instanceof GauntletError && error.reason === 'input_invalid') {
        throw new GauntletError('input_invalid', `${input.id}: ${error.message}`);
      }
      throw error;
    });
    await context.emit(result);
  });
}
