import { GauntletError, verifyToResult } from '@gauntlet/core';
import { visualEvidenceRules, visualEvidenceVerifier } from '@gauntlet/verifiers';
import type { CommandContext } from '../../command.js';
import { strictUtf8Text } from '../../inputs.js';

export const rules = visualEvidenceRules;

export async function run(context: CommandContext): Promise<void> {
  // One input on the command line; configured linting may route several files here.
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const text = strictUtf8Text(input);
    const result = await verifyToResult(visualEvidenceVerifier, { id: input.id, input: text }, { rules: context.rules }).catch(
      (error: unknown) => {
        if (error instanceof GauntletError) throw new GauntletError(error.reason, `${input.id}: ${error.message}`);
        throw error;
      },
    );
    await context.emit(result);
  });
}
