import type { RuleMeta } from '@gauntlet/core';
import { decodeUtf8, verifyToResult } from '@gauntlet/core';
import { reviewRules, reviewVerifier } from '@gauntlet/verifiers';
import type { CommandContext } from '../../command.js';
import { parseJsonInput } from '../../inputs.js';

export const rules: readonly RuleMeta[] = reviewRules;

export async function run(context: CommandContext): Promise<void> {
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const value = parseJsonInput(decodeUtf8(input.bytes, { stripBom: true }), input.id);
    await context.emit(await verifyToResult(reviewVerifier, { id: input.id, input: value }, { rules: context.rules }));
  });
}
