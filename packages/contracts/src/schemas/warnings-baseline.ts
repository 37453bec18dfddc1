import { z } from 'zod';

/** `data` of a `warnings-baseline` result (docs/rules/warnings-baseline/README.md). */
export const WarningsBaselineDataSchema = z
  .object({
    newWarnings: z.array(z.string()).describe('matching current lines absent from the baseline (trailing whitespace trimmed, unique, in first-seen order)'),
    fixedWarnings: z.array(z.string()).describe('baseline lines gone from the current output'),
  })
  .meta({ id: 'WarningsBaselineData', title: 'Warnings against a baseline', description: 'docs/rules/warnings-baseline/README.md' });

export type WarningsBaselineData = z.infer<typeof WarningsBaselineDataSchema>;
