// What counts as a warning in the output of `pnpm build` (turbo → tsup → esbuild/rollup, tsc).
// A clean build prints none; scripts/setup.mjs fails in CI when one appears.

const PATTERNS = [
  // rollup (tsup's tree-shaking pass): "x" is imported from external module "y" but never used in "z".
  / is imported from external module .* but never used/,
  // esbuild: "▲ [WARNING] ..."
  /\[WARNING\]/,
  // pnpm, tsup and others: " WARN  ..." or "warning: ..." / "Warning: ..."
  /(^|\s)WARN\s/,
  /(^|\s)warning:\s/i,
  // Node: "(node:123) SomethingWarning: ..."
  /\(node:\d+\) \w*Warning:/,
];

/** The lines of build output that are warnings (turbo's `pkg:task: ` prefixes are kept). */
export function findBuildWarnings(output) {
  return output.split(/\r?\n/).filter((line) => PATTERNS.some((pattern) => pattern.test(line)));
}
