import { z } from 'zod';

/** docs/rules/conformance-report/README.md: one requirement row of a conformance report (`data.rows[]`). */
export const ConformanceRowSchema = z
  .object({
    id: z.string(),
    category: z.enum(['delivered', 'partial', 'missing', 'drifted', 'unauthorized']),
  })
  .meta({ id: 'ConformanceRow', title: 'Conformance report row', description: 'docs/rules/conformance-report/README.md' });

export const ConformanceRowsSchema = z.array(ConformanceRowSchema).meta({ id: 'ConformanceRows' });

export type ConformanceRow = z.infer<typeof ConformanceRowSchema>;
