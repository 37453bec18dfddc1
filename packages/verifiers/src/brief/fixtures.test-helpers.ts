/** The seven field lines of a complete hand-off brief, by field key (docs/rules/brief/field-missing.md). */
export const FIELD_LINES: Readonly<Record<string, string>> = {
  owns: '- **Owns:** src/billing/**',
  does_not_own: '- **Does not own:** src/billing/legacy/**',
  interface_contract: '- **Interface contract:** `chargeCard(order) -> Receipt`',
  integration_checkpoint: '- **Integration checkpoint:** after the invoice task lands',
  allowed_tools: '- **Allowed tools:** Read, Edit, Bash(pnpm test)',
  denied_tools: '- **Denied tools:** WebFetch',
  acceptance_criteria: '- **Acceptance criteria:** the billing tests pass and no other package changes',
};

/** The reference labels the rule names in its messages, by field key. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  owns: 'owns',
  does_not_own: 'does-not-own',
  interface_contract: 'interface-contract',
  integration_checkpoint: 'integration-checkpoint',
  allowed_tools: 'allowed-tools',
  denied_tools: 'denied-tools',
  acceptance_criteria: 'acceptance-criteria',
};

export const FIELD_KEYS = Object.keys(FIELD_LINES);

/** A brief with a title and the given fields (default: all seven), one per line, joined with `eol`. */
export function brief(keys: readonly string[] = FIELD_KEYS, eol = '\n'): string {
  return ['# Brief: billing chunk', '', ...keys.map((key) => FIELD_LINES[key] as string), ''].join(eol);
}

/** A complete brief but for one field. */
export const briefWithout = (missing: string, eol = '\n'): string => brief(FIELD_KEYS.filter((key) => key !== missing), eol);

/** The message `brief/field-missing` prints for a field key. */
export const missingMessage = (key: string): string => `The brief has no ${FIELD_LABELS[key]} field.`;
