import { GauntletError, decodeUtf8, verifyToResult } from '@gauntlet/core';
import { GATE_PATTERN_NAMES, gatePromptRules, gatePromptVerifier, parseGatePrompt } from '@gauntlet/verifiers';
import { type CommandContext, optionString } from '../../command.js';
import { parseJsonInput, parseNonNegativeInt } from '../../inputs.js';

export const rules = gatePromptRules;

export async function run(context: CommandContext): Promise<void> {
  const pattern = optionString(context.values, 'pattern');
  if (pattern !== undefined && !GATE_PATTERN_NAMES.includes(pattern)) {
    throw new GauntletError('usage', `unknown gate pattern ${pattern} (known: ${GATE_PATTERN_NAMES.join(', ')})`);
  }
  const maxOptionsFlag = optionString(context.values, 'max-options');
  const maxOptions = maxOptionsFlag === undefined ? undefined : parseNonNegativeInt(maxOptionsFlag, '--max-options');
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const text = decodeUtf8(input.bytes, { stripBom: true });
    const payload = parseJsonInput(text, input.id);
    // Decided on the payload, not on a finding: with gate-prompt/shape turned off there would be
    // no finding, and a payload nothing else can check would pass.
    const shape = parseGatePrompt(payload);
    if (!shape.ok) throw new GauntletError('input_invalid', `${input.id} is not a gate payload (${shape.problem})`);
    await context.emit(await verifyToResult(gatePromptVerifier, { id: input.id, input: payload }, { rules: context.rules, options: { pattern, maxOptions } }));
  });
}
