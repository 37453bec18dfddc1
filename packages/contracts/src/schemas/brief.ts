import { z } from 'zod';

/** The seven ownership fields of a hand-off brief, in canonical order (docs/rules/brief/README.md). */
export const BRIEF_FIELD_KEYS = [
  'owns',
  'does_not_own',
  'interface_contract',
  'integration_checkpoint',
  'allowed_tools',
  'denied_tools',
  'acceptance_criteria',
] as const;

export const BriefFieldSchema = z.enum(BRIEF_FIELD_KEYS);

/** `data.fields` of a `brief` result: which fields the brief names. */
export const BriefFieldsSchema = z
  .object({ present: z.array(BriefFieldSchema), missing: z.array(BriefFieldSchema) })
  .meta({ id: 'BriefFields', title: 'Brief fields', description: 'docs/rules/brief/README.md: the seven ownership fields, found or missing' });

export type BriefField = z.infer<typeof BriefFieldSchema>;
export type BriefFields = z.infer<typeof BriefFieldsSchema>;
