import { z } from 'zod';

const Ticket = z.string().regex(/^#\d+$/);

const ContractParamSchema = z.object({ name: z.string(), type: z.string(), required: z.boolean() });

const ContractApiItemSchema = z
  .looseObject({
    name: z.string().min(1),
    type: z.enum(['function', 'class', 'interface', 'endpoint', 'event']),
    signature: z.string().optional(),
    params: z.array(ContractParamSchema).optional(),
    returns: z.string().optional(),
    method: z.string().optional(),
    request_schema: z.string().optional(),
    response_schema: z.string().optional(),
    payload_schema: z.string().optional(),
    description: z.string().optional(),
  })
  .refine((item) => !['function', 'class', 'interface'].includes(item.type) || item.params !== undefined, {
    message: 'contract_api_params_missing',
    path: ['params'],
  });

/** The schema-level test tag: `contract:<category>:<id>`, three lowercase segments. */
export const CONTRACT_TEST_TAG = /^contract:[a-z0-9][a-z0-9_-]*:[a-z0-9][a-z0-9_-]*$/;

/** Contract YAML, schema version "1.0" (docs/rules/contract/README.md#contract-fields). */
export const ContractSchema = z
  .looseObject({
    version: z.literal('1.0'),
    ticket: Ticket,
    epic: Ticket,
    title: z.string().min(1),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    api_surface: z.array(ContractApiItemSchema).min(1),
    invariants: z.object({
      checkable: z
        .array(
          z.object({
            id: z.string(),
            description: z.string(),
            verification: z.string(),
            check_method: z.enum(['grep', 'code-inspection', 'file-structure']),
          }),
        )
        .optional(),
      testable: z
        .array(z.object({ id: z.string(), description: z.string(), verification: z.string(), test_tag: z.string().regex(CONTRACT_TEST_TAG) }))
        .optional(),
    }),
    integration_points: z
      .array(
        z.object({
          contract: z.string(),
          ticket: Ticket,
          relationship: z.enum(['consumes', 'produces', 'extends']),
          surface: z.string(),
          notes: z.string().optional(),
        }),
      )
      .optional(),
    security_review: z
      .object({
        status: z.enum(['required', 'recommended']),
        signals_detected: z
          .array(
            z.object({
              category: z.enum(['auth', 'crypto', 'external_input', 'secrets', 'network', 'pii_data', 'dependencies', 'destination']),
              evidence: z.string(),
            }),
          )
          .min(1),
        deployment_context: z.enum(['public', 'intranet', 'hybrid']).optional(),
      })
      .optional(),
    ambiguity_resolutions: z
      .array(
        z.object({
          id: z.string(),
          decision: z.string(),
          confidence: z.enum(['high', 'medium', 'low']),
          alternatives: z.array(z.string()),
          reasoning: z.string(),
          reversibility: z.string(),
        }),
      )
      .optional(),
  })
  .meta({ id: 'Contract', title: 'Contract YAML v1.0', description: 'docs/rules/contract/README.md#contract-fields' });

export type Contract = z.infer<typeof ContractSchema>;
