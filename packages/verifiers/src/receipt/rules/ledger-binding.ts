import { ReceiptReason } from '@gauntlet/contracts/codes';
import { type Host, decodeUtf8, isInvalidUtf8, pyRepr, pySplit, pySplitLines, pyStrip, resolvePath } from '@gauntlet/core';
import { parsePythonJson } from '../py-json.js';
import { fail, receiptRule } from '../rule-kit.js';
import type { Binding, Failure, ReceiptState } from '../state.js';
import { RCPT_SHA_ARG, VERDICT_ARG, showPath } from '../text.js';

const LEDGER_CAP = 67108864;

interface LedgerRow {
  dispatch_id?: unknown;
  rcpt_sha256?: unknown;
  verdict?: unknown;
}

async function readLedger(host: Host, path: string): Promise<LedgerRow[] | Failure> {
  const where = resolvePath(host.cwd, path);
  const stat = await host.stat(where).catch(() => null);
  if (stat?.kind !== 'file' || stat.size > LEDGER_CAP) return fail(ReceiptReason.t2_not_regular_file, `Tier-2: ${showPath(path)} is not a regular file (not read)`);
  let bytes: Uint8Array;
  try {
    bytes = await host.readFile(where);
  } catch {
    return fail(ReceiptReason.t2_not_regular_file, `Tier-2: ${showPath(path)} is not a regular file (not read)`);
  }
  if (isInvalidUtf8(bytes)) return fail(ReceiptReason.t2_not_utf8, `Tier-2: ${showPath(path)} is not valid UTF-8 (the receipt-ledger must decode losslessly)`);
  const rows: LedgerRow[] = [];
  for (const line of pySplitLines(decodeUtf8(bytes))) {
    if (pyStrip(line) === '') continue;
    const parsed = parsePythonJson(line);
    if (!parsed.ok) return fail(ReceiptReason.ledger_unparseable, `Tier-2 --ledger: cannot parse receipt-ledger ${showPath(path)}: ${parsed.error}`);
    if (typeof parsed.value === 'object' && parsed.value !== null && !Array.isArray(parsed.value)) rows.push(parsed.value as LedgerRow);
  }
  return rows;
}

/**
 * docs/rules/receipt/README.md#ledger-binding-and-receipt-hash: every DISPATCHED entry binds to a receipt-ledger row with exactly its dispatch id (the
 * token after the skill's `/`), child receipt hash and verdict. Fills `state.bindings`.
 */
export async function bindLedger(state: ReceiptState, host: Host): Promise<Failure | undefined> {
  const dispatched = state.trace.filter((entry) => entry.verb === 'DISPATCHED');
  if (dispatched.length === 0) return undefined;
  const path = state.options.ledger;
  if (path === undefined) {
    state.notes.push('UNVERIFIABLE: ledger binding (no --ledger)');
    return undefined;
  }
  const rows = await readLedger(host, path);
  if (!Array.isArray(rows)) return rows;
  for (const entry of dispatched) {
    const token = pySplit(entry.args, 1)[0];
    const verdict = VERDICT_ARG.exec(entry.args)?.[1];
    const sha = RCPT_SHA_ARG.exec(entry.args)?.[1];
    if (token === undefined || verdict === undefined || sha === undefined) {
      return fail(ReceiptReason.ledger_no_match, `Tier-2 --ledger: DISPATCHED args lack token/verdict=/rcpt-sha256: ${pyRepr(entry.args)}`, entry.line);
    }
    const slash = token.indexOf('/');
    const dispatchId = slash < 0 ? token : token.slice(slash + 1);
    const matched = rows.some((row) => row.dispatch_id === dispatchId && row.rcpt_sha256 === sha && row.verdict === verdict);
    const binding: Binding = { token, dispatchId, verdict, rcptSha256: sha, matched, line: entry.line };
    state.bindings.push(binding);
    if (!matched) {
      return fail(
        ReceiptReason.ledger_no_match,
        `Tier-2 --ledger: DISPATCHED ${token} (verdict=${verdict}, rcpt-sha256:${sha.slice(0, 12)}…) has no matching receipt-ledger entry (dispatch_id=${dispatchId}; phase is not part of the match)`,
        entry.line,
      );
    }
  }
  return undefined;
}

export const ledgerBinding = receiptRule({
  id: 'receipt/ledger-binding',
  description: 'Tier-2 --ledger: every DISPATCHED child is recorded in the receipt ledger with the same dispatch id, receipt hash and verdict.',
  hint: 'Record each dispatched child in the receipt ledger with its dispatch id, rcpt_sha256 and verdict.',
  reasons: [ReceiptReason.t2_not_regular_file, ReceiptReason.t2_not_utf8, ReceiptReason.ledger_unparseable, ReceiptReason.ledger_no_match],
  run(state, host) {
    if (!state.options.bindOnly && !state.tier2) return undefined;
    return bindLedger(state, host);
  },
});
