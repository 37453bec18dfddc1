import type { RuleMeta } from '@gauntlet/core';
import { decodeUtf8, verifyToResult } from '@gauntlet/core';
import { csbRules, csbVerifier } from '@gauntlet/verifiers';
import { type CommandContext, optionString } from '../../command.js';

export const rules: readonly RuleMeta[] = csbRules;

export async function run(context: CommandContext): Promise<void> {
  const previousPath = optionString(context.values, 'previous');
  const previous = previousPath === undefined ? null : decodeUtf8((await context.readInput(previousPath, '--previous')).bytes, { stripBom: true });
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const block = decodeUtf8(input.bytes, { stripBom: true });
    context.rememberSource(input.id, block);
    await context.emit(await verifyToResult(csbVerifier, { id: input.id, input: { block, previous } }, { rules: context.rules }));
  });
}
