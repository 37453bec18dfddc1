import { decodeUtf8, verifyToResult } from '@gauntlet/core';
import { verdictMarkerRules, verdictMarkerVerifier } from '@gauntlet/verifiers';
import type { CommandContext } from '../../command.js';

export const rules = verdictMarkerRules;

export async function run(context: CommandContext): Promise<void> {
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const text = decodeUtf8(input.bytes, { stripBom: true });
    context.rememberSource(input.id, text);
    await context.emit(await verifyToResult(verdictMarkerVerifier, { id: input.id, input: text }, { rules: context.rules }));
  });
}
