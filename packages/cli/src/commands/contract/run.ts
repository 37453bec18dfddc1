import { GauntletError, decodeUtf8, verifyToResult } from '@gauntlet/core';
import { contractRules, contractVerifier, parseCoverageMap } from '@gauntlet/verifiers';
import { type CommandContext, optionString, optionStrings } from '../../command.js';
import { parseJsonInput } from '../../inputs.js';
import { requireDirectory } from '../dir-flag.js';

export const rules = contractRules;

export async function run(context: CommandContext): Promise<void> {
  const tagPattern = optionString(context.values, 'tag-pattern');
  if (tagPattern !== undefined && tagPattern !== 'strict' && tagPattern !== 'schema') {
    throw new GauntletError('usage', `--tag-pattern expects strict or schema (got ${JSON.stringify(tagPattern)})`);
  }
  const testsFlag = optionString(context.values, 'tests');
  const testsDir = testsFlag === undefined ? undefined : await requireDirectory(context, testsFlag, '--tests');
  const mapFlag = optionString(context.values, 'coverage-map');
  if (mapFlag !== undefined && testsDir === undefined) throw new GauntletError('usage', '--coverage-map needs --tests ROOT (the repository root its paths are relative to)');
  let coverageMap: Exclude<ReturnType<typeof parseCoverageMap>, string> | undefined;
  if (mapFlag !== undefined) {
    const input = await context.readInput(mapFlag, '--coverage-map');
    const parsed = parseCoverageMap(parseJsonInput(decodeUtf8(input.bytes, { stripBom: true }), input.id));
    if (typeof parsed === 'string') throw new GauntletError('input_invalid', `${input.id} is not a coverage map (${parsed})`);
    coverageMap = parsed;
  }
  const strayDirs = optionStrings(context.values, 'stray-dir');
  const contractsFlag = optionString(context.values, 'contracts-dir');
  const contractsDir = contractsFlag === undefined ? undefined : await requireDirectory(context, contractsFlag, '--contracts-dir');
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const text = decodeUtf8(input.bytes, { stripBom: true });
    context.rememberSource(input.id, text);
    const result = await verifyToResult(
      contractVerifier,
      { id: input.id, input: text },
      { host: context.host, rules: context.rules, options: { testsDir, tagPattern, contractsDir, coverageMap, strayDirs: strayDirs.length > 0 ? strayDirs : undefined } },
    );
    await context.emit(result);
  });
}
