import { ReceiptReason } from '@gauntlet/contracts/codes';
import { pyRepr } from '@gauntlet/core';
import { fail, isFailure, receiptTextRule, withoutSentinel } from '../rule-kit.js';
import { isSha256Token, showPath } from '../text.js';

/** C1–C6 (docs/rules/receipt/artifacts.md): `<name> sha256:<hex64> <size>` lines, relative unique names. */
export const artifacts = receiptTextRule({
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
  decide(doc) {
    const lines = withoutSentinel('ARTIFACTS', doc.artifactLines);
    if (isFailure(lines)) return lines;
    const seen = new Set<string>();
    for (const { raw, tokens, line } of lines) {
      if (tokens.length < 3) return fail(ReceiptReason.artifacts_malformed, `ARTIFACTS malformed: ${pyRepr(raw)}`, line);
      const name = tokens[0] as string;
      if (name.startsWith('/')) return fail(ReceiptReason.artifact_name_absolute, `ARTIFACTS name is not relative: ${showPath(name)}`, line);
      if (name.includes('\0')) return fail(ReceiptReason.artifact_name_nul, `ARTIFACTS name contains NUL: ${showPath(name)}`, line);
      if (!isSha256Token(tokens[1] as string)) return fail(ReceiptReason.artifact_bad_hash, `ARTIFACTS bad hash: ${pyRepr(raw)}`, line);
      if (seen.has(name)) return fail(ReceiptReason.artifact_name_duplicated, `ARTIFACTS name duplicated: ${showPath(name)}`, line);
      seen.add(name);
    }
    return undefined;
  },
});
