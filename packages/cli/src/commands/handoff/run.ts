import { decodeUtf8, verifyToResult } from '@gauntlet/core';
import { handoffRules, handoffVerifier } from '@gauntlet/verifiers';
import { type CommandContext, optionString } from '../../command.js';

export const rules = handoffRules;

async function readText(context: CommandContext, flag: string): Promise<string | undefined> {
  const path = optionString(context.values, flag);
  return path === undefined ? undefined : decodeUtf8((await context.readInput(path, `--${flag}`)).bytes, { stripBom: true });
}

export async function run(context: CommandContext): Promise<void> {
  const ledger = await readText(context, 'ledger');
  const previous = await readText(context, 'previous');
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const text = decodeUtf8(input.bytes, { stripBom: true });
    context.rememberSource(input.id, text);
    await context.emit(await verifyToResult(handoffVerifier, { id: input.id, input: text }, { rules: context.rules, options: { ledger, previous } }));
  });
}
