import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import { contractVerifier } from './index.js';

/**
 * Contract pages show whole contracts; `--contracts-dir` and `--tests` folders are `files` of the
 * host. `{"map": "repo/coverage-map.json"}` names the `file` block that `--coverage-map` reads.
 */
export const docsExamples: DocsAdapter<string> = {
  verifier: contractVerifier,
  required: true,
  input: (example) => example.code,
  findings(example, context) {
    const { map } = example.attributes;
    if (map === undefined) return undefined;
    const text = typeof map === 'string' ? example.files[map] : undefined;
    if (text === undefined) throw new Error(`line ${example.line}: map names ${JSON.stringify(map)}, which no file block above declares`);
    const coverageMap: unknown = JSON.parse(text);
    return contractVerifier.verify(example.code, { ...context, options: { ...context.options, coverageMap } }).then((result) => result.findings);
  },
};
