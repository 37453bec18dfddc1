import { z } from 'zod';

/** One option of a gate question. */
export const GatePromptOptionSchema = z.object({
  label: z.string(),
  description: z.string().optional(),
});

/** One structured question (an AskUserQuestion item). */
export const GatePromptQuestionSchema = z
  .object({
    question: z.string(),
    header: z.string(),
    options: z.array(GatePromptOptionSchema),
    multiSelect: z.boolean().optional(),
  })
  .meta({ id: 'GatePromptQuestion' });

/** The payload a workflow sends to ask a human: `{questions: [...]}` or a bare question. */
export const GatePromptPayloadSchema = z
  .union([z.object({ questions: z.array(GatePromptQuestionSchema) }), GatePromptQuestionSchema])
  .meta({ id: 'GatePromptPayload', title: 'Gate prompt payload', description: 'docs/rules/gate-prompt/README.md' });

export type GatePromptQuestion = z.infer<typeof GatePromptQuestionSchema>;
export type GatePromptPayload = z.infer<typeof GatePromptPayloadSchema>;
