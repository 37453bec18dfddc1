import { GauntletError, decodeUtf8, isInvalidUtf8, verifyToResult } from '@gauntlet/core';
import { parsePathList, partitionRules, partitionVerifier } from '@gauntlet/verifiers';
import { type CommandContext, optionFlag, optionString } from '../../command.js';

export const rules = partitionRules;

export async function run(context: CommandContext): Promise<void> {
  const filesFlag = optionString(context.values, 'files');
  const changed = optionString(context.values, 'changed');
  if (filesFlag !== undefined && changed !== undefined) throw new GauntletError('usage', '--files and --changed cannot be combined');
  let files: string[] | undefined;
  if (filesFlag !== undefined) {
    const list = await context.readInput(filesFlag, '--files');
    if (isInvalidUtf8(list.bytes)) throw new GauntletError('input_invalid', `--files ${list.id} is not valid UTF-8`);
    files = parsePathList(decodeUtf8(list.bytes, { stripBom: true }));
  }
  // One input on the command line; configured linting may route several partitions here.
  for (const path of context.positionals) {
    const input = await context.readInput(path);
    if (isInvalidUtf8(input.bytes)) throw new GauntletError('input_invalid', `${input.id} is not valid UTF-8`);
    const text = decodeUtf8(input.bytes);
    const result = await verifyToResult(
      partitionVerifier,
      { id: input.id, input: text },
      { host: context.host, rules: context.rules, options: { globs: optionFlag(context.values, 'globs'), files, changed } },
    ).catch((error: unknown) => {
      if (error instanceof GauntletError && error.reason === 'input_invalid') {
        throw new GauntletError('input_invalid', `${input.id}: ${error.message}`);
      }
      throw error;
    });
    await context.emit(result);
  }
}
