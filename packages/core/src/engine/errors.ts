import type { ErrorReason } from '@gauntlet/contracts/codes';

/**
 * A usage or structural error: the run cannot produce a report and exits 2 with one line,
 * `gauntlet-lint: <message>`. Verifiers throw it for input that is not of the required kind
 * (where a reference tool would crash); everything else is a finding.
 */
export class GauntletError extends Error {
  readonly reason: ErrorReason;

  constructor(reason: ErrorReason, message: string) {
    super(message);
    this.name = 'GauntletError';
    this.reason = reason;
  }
}

export function isGauntletError(error: unknown): error is GauntletError {
  return error instanceof GauntletError;
}

/** Shorthand for the most common structural error: the input is not of the required kind. */
export function invalidInput(what: string, why: string): GauntletError {
  return new GauntletError('input_invalid', `${what} (${why})`);
}
