import { decodeUtf8, verifyToResult } from '@gauntlet/core';
import { specRules, specVerifier } from '@gauntlet/verifiers';
import { type CommandContext, optionString, optionStrings } from '../../command.js';

export const rules = specRules;

export async function run(context: CommandContext): Promise<void> {
  const thisRepo = optionString(context.values, 'this-repo');
  const specDirs = optionStrings(context.values, 'spec-dir');
  const options = { thisRepo, specDirs: specDirs.length > 0 ? specDirs : undefined };
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const text = decodeUtf8(input.bytes, { stripBom: true });
    context.rememberSource(input.id, text);
    await context.emit(await verifyToResult(specVerifier, { id: input.id, input: text }, { rules: context.rules, ruleOptions: context.ruleOptions, options }));
  });
}
