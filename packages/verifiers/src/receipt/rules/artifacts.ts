import { ReceiptReason } from '@gauntlet/contracts/codes';
import { pyRepr, pySplit } from '@gauntlet/core';
import { entriesOf, fail, isFailure, receiptRule, withoutSentinel } from '../rule-kit.js';
import { SHA256_TOKEN, showPath } from '../text.js';

/** C1–C6 (docs/rules/receipt/README.md#artifacts): `<name> sha256:<hex64> <size>` lines, relative unique names. */
export const artifacts = receiptRule({
  id: 'receipt/artifacts',
  description: 'Each ARTIFACTS line is "<relative name> sha256:<64 lowercase hex> <size>", names unique; (none) stands alone.',
  hint: 'List each artifact as \'<relative name>  sha256:<64 lowercase hex>  <size>\', or \'(none)\' alone.',
  reasons: [
    ReceiptReason.none_sentinel_not_alone,
    ReceiptReason.artifacts_malformed,
    ReceiptReason.artifact_name_absolute,
    ReceiptReason.artifact_name_nul,
    ReceiptReason.artifact_bad_hash,
    ReceiptReason.artifact_name_duplicated,
  ],
  run(state) {
    const entries = withoutSentinel('ARTIFACTS', entriesOf(state.sections.get('ARTIFACTS')));
    if (isFailure(entries)) return entries;
    for (const entry of entries) {
      const tokens = pySplit(entry.text);
      if (tokens.length < 3) return fail(ReceiptReason.artifacts_malformed, `ARTIFACTS malformed: ${pyRepr(entry.raw)}`, entry.line);
      const name = tokens[0] as string;
      if (name.startsWith('/')) return fail(ReceiptReason.artifact_name_absolute, `ARTIFACTS name is not relative: ${showPath(name)}`, entry.line);
      if (name.includes('\0')) return fail(ReceiptReason.artifact_name_nul, `ARTIFACTS name contains NUL: ${showPath(name)}`, entry.line);
      const hash = tokens[1] as string;
      if (!SHA256_TOKEN.test(hash)) return fail(ReceiptReason.artifact_bad_hash, `ARTIFACTS bad hash: ${pyRepr(entry.raw)}`, entry.line);
      if (state.artifactNames.has(name)) {
        return fail(ReceiptReason.artifact_name_duplicated, `ARTIFACTS name duplicated: ${showPath(name)}`, entry.line);
      }
      state.artifactNames.add(name);
      state.artifacts.push({ name, sha256: hash.slice('sha256:'.length), size: tokens[2] as string, line: entry.line });
    }
    return undefined;
  },
});
