import { REASONS } from './patterns.js';

/** An envelope as the gate reads it: JSON text (docs/rules/visual-evidence/symbol-only.md). */
export const envelope = (value: Record<string, unknown>): string => JSON.stringify(value);

/** A web chunk that changed one page component, with the given verification and evidence. */
export const webChunk = (fields: Record<string, unknown> = {}): string =>
  envelope({ uiTarget: 'web', files_changed: ['app/invoices/page.tsx', 'lib/totals.ts'], ...fields });

/** The messages the two rules print (the reference's reasons, verbatim). */
export const REJECT_MESSAGE = REASONS.reject;
export const WARN_MESSAGE = REASONS.warn;
