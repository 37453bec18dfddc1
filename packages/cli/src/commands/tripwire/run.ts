import { GauntletError, decodeUtf8, pySplitLines, verifyToResult } from '@gauntlet/core';
import { type ManifestEntry, parseManifestLine, runTripwireScenario, tripwireRules, tripwireVerifier } from '@gauntlet/verifiers';
import { type CommandContext, optionString } from '../../command.js';

export const rules = tripwireRules;

export async function run(context: CommandContext): Promise<void> {
  const scenario = optionString(context.values, 'scenario');
  const manifestPath = optionString(context.values, 'manifest');
  if (scenario !== undefined) {
    if (context.positionals.length > 0 || manifestPath !== undefined) throw new GauntletError('usage', 'tripwire --scenario takes one FILE.jsonl and nothing else');
    const input = await context.readInput(scenario, '--scenario');
    await runTripwireScenario(decodeUtf8(input.bytes), (result) => context.emit(result), { rules: context.rules });
    return;
  }
  if (manifestPath === undefined || context.positionals.length !== 1) {
    throw new GauntletError('usage', 'tripwire needs --manifest FILE.jsonl RECEIPT or --scenario FILE.jsonl');
  }
  const manifestInput = await context.readInput(manifestPath, '--manifest');
  const manifest: ManifestEntry[] = [];
  pySplitLines(decodeUtf8(manifestInput.bytes)).forEach((line, i) => {
    if (line.trim() === '') return;
    const entry = parseManifestLine(line);
    if (!entry) throw new GauntletError('input_invalid', `${manifestPath} line ${i + 1} is not a manifest line`);
    manifest.push(entry);
  });
  const receiptInput = await context.readInput(context.positionals[0]!);
  const text = decodeUtf8(receiptInput.bytes, { universalNewlines: true });
  context.rememberSource(receiptInput.id, text);
  await context.emit(await verifyToResult(tripwireVerifier, { id: receiptInput.id, input: { receipt: text, manifest } }, { rules: context.rules }));
}
