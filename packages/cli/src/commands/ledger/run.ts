import { GauntletError, decodeUtf8, verifyToResult } from '@gauntlet/core';
import { ledgerRules, ledgerVerifier } from '@gauntlet/verifiers';
import { type CommandContext, optionString } from '../../command.js';

export const rules = ledgerRules;

export async function run(context: CommandContext): Promise<void> {
  const startFlag = optionString(context.values, 'start-phase');
  if (startFlag !== undefined && !/^[1-4]$/.test(startFlag)) {
    throw new GauntletError('usage', `--start-phase expects a phase number 1-4 (got ${JSON.stringify(startFlag)})`);
  }
  const markersDir = optionString(context.values, 'markers');
  const pipelineIdFlag = optionString(context.values, 'pipeline-id');
  if (pipelineIdFlag !== undefined && markersDir === undefined) throw new GauntletError('usage', '--pipeline-id needs --markers DIR');
  const previousFlag = optionString(context.values, 'previous');
  const previous = previousFlag === undefined ? undefined : decodeUtf8((await context.readInput(previousFlag, '--previous')).bytes, { stripBom: true });
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const text = decodeUtf8(input.bytes, { stripBom: true });
    context.rememberSource(input.id, text);
    const result = await verifyToResult(
      ledgerVerifier,
      { id: input.id, input: text },
      {
        host: context.host,
        rules: context.rules,
        options: {
          startPhase: startFlag === undefined ? undefined : Number(startFlag),
          markersDir,
          pipelineId: pipelineIdFlag,
          previous,
          pipelineIdPrefix: optionString(context.values, 'prefix'),
        },
      },
    );
    await context.emit(result);
  });
}
