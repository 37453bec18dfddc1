import type { ParsedContract } from './parse.js';
import type { Coverage } from './coverage.js';

export interface ContractOptions {
  /** `--tests DIR`: check test-tag coverage over this tests folder (read through the host). */
  testsDir?: string;
  /** `--tag-pattern strict|schema`: the tag grammar of the coverage check (default strict, as the reference). */
  tagPattern?: 'strict' | 'schema';
  /** `--contracts-dir DIR`: resolve integration_points[].contract there (unresolved = warning). */
  contractsDir?: string;
}

export interface PreparedContract {
  contract: ParsedContract;
  /** The contract text (the coverage check reads `test_tag:` lines, not the YAML tree). */
  text: string;
  contractsDir: string | null;
  coverage: Coverage | null;
}
