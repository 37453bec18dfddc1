import { GauntletError, decodeUtf8, isInvalidUtf8, verifyToResult } from '@gauntlet/core';
import { visualEvidenceRules, visualEvidenceVerifier } from '@gauntlet/verifiers';
import type { CommandContext } from '../../command.js';

export const rules = visualEvidenceRules;

export async function run(context: CommandContext): Promise<void> {
  // One input on the command line; configured linting may route several files here.
  for (const path of context.positionals) {
    const input = await context.readInput(path);
    if (isInvalidUtf8(input.bytes)) throw new GauntletError('input_invalid', `${input.id} is not valid UTF-8`);
    const text = decodeUtf8(input.bytes);
    const result = await verifyToResult(visualEvidenceVerifier, { id: input.id, input: text }, { rules: context.rules }).catch(
      (error: unknown) => {
        if (error instanceof GauntletError) throw new GauntletError(error.reason, `${input.id}: ${error.message}`);
        throw error;
      },
    );
    await context.emit(result);
  }
}
