import type { RuleMeta } from '@gauntlet/core';
import { decodeUtf8, verifyToResult } from '@gauntlet/core';
import { statusRules, statusVerifier } from '@gauntlet/verifiers';
import { type CommandContext, optionString } from '../../command.js';

export const rules: readonly RuleMeta[] = statusRules;

export async function run(context: CommandContext): Promise<void> {
  const previousPath = optionString(context.values, 'previous');
  const previous = previousPath === undefined ? null : decodeUtf8((await context.readInput(previousPath, '--previous')).bytes, { stripBom: true });
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const status = decodeUtf8(input.bytes, { stripBom: true });
    context.rememberSource(input.id, status);
    await context.emit(await verifyToResult(statusVerifier, { id: input.id, input: { status, previous } }, { rules: context.rules }));
  });
}
