/** A well-formed gate question for the rule tests; each test changes what it is about. */
export function gateQuestion(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    question: 'Merge the release branch now?',
    header: 'Merge',
    options: [{ label: 'Merge now' }, { label: 'Wait for CI' }],
    multiSelect: false,
    ...overrides,
  };
}

/** Option objects from labels. */
export const labels = (...names: string[]) => names.map((label) => ({ label }));
