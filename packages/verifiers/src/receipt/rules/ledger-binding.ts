import { ReceiptReason } from '@gauntlet/contracts/codes';
import { type Host, decodeUtf8, isInvalidUtf8, pyRepr, pySplit, pySplitLines, pyStrip, resolvePath } from '@gauntlet/core';
import { parsePythonJson } from '../py-json.js';
import type { Failure } from '../document.js';
import { fail, receiptRule } from '../rule-kit.js';
import { type ReceiptRun, wantsDiskTier2 } from '../run.js';
import { RCPT_SHA_ARG, VERDICT_ARG, showPath } from '../text.js';

/** One DISPATCHED entry and whether the receipt ledger records it (`data.bindings`). */
export interface Binding {
  token: string;
  dispatchId: string;
  verdict: string;
  rcptSha256: string;
  matched: boolean;
  line: number;
}

export interface LedgerLeg {
  readonly failure: Failure | undefined;
  readonly notes: readonly string[];
  /** The bindings up to the first that does not match. */
  readonly bindings: readonly Binding[];
}

/** The largest receipt ledger read (64 MiB); a larger one is refused as not a regular file. */
export const LEDGER_CAP = 67108864;

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
 * Every DISPATCHED entry binds to a receipt-ledger row with exactly its dispatch id (the
 * token after the skill's `/`), child receipt hash and verdict. Runs in Tier-2 once the roots
 * checked out, or alone under `--bind-only`.
 */
export async function ledgerLeg(run: ReceiptRun): Promise<LedgerLeg> {
  const bindings: Binding[] = [];
  const done = (failure?: Failure, notes: string[] = []): LedgerLeg => ({ failure, notes, bindings });
  if (!run.options.bindOnly && !(await run.legs.get('roots')).set) return done();
  const dispatched = run.doc.trace.filter((entry) => entry.verb === 'DISPATCHED');
  if (dispatched.length === 0) return done();
  const path = run.options.ledger;
  if (path === undefined) return done(undefined, ['UNVERIFIABLE: ledger binding (no --ledger)']);
  const rows = await readLedger(run.host, path);
  if (!Array.isArray(rows)) return done(rows);
  for (const entry of dispatched) {
    const token = pySplit(entry.args, 1)[0];
    const verdict = VERDICT_ARG.exec(entry.args)?.[1];
    const sha = RCPT_SHA_ARG.exec(entry.args)?.[1];
    if (token === undefined || verdict === undefined || sha === undefined) {
      return done(fail(ReceiptReason.ledger_no_match, `Tier-2 --ledger: DISPATCHED args lack token/verdict=/rcpt-sha256: ${pyRepr(entry.args)}`, entry.line));
    }
    const slash = token.indexOf('/');
    const dispatchId = slash < 0 ? token : token.slice(slash + 1);
    const matched = rows.some((row) => row.dispatch_id === dispatchId && row.rcpt_sha256 === sha && row.verdict === verdict);
    bindings.push({ token, dispatchId, verdict, rcptSha256: sha, matched, line: entry.line });
    if (!matched) {
      return done(
        fail(
          ReceiptReason.ledger_no_match,
          `Tier-2 --ledger: DISPATCHED ${token} (verdict=${verdict}, rcpt-sha256:${sha.slice(0, 12)}…) has no matching receipt-ledger entry (dispatch_id=${dispatchId}; phase is not part of the match)`,
          entry.line,
        ),
      );
    }
  }
  return done();
}

/** docs/rules/receipt/ledger-binding.md. */
export const ledgerBinding = receiptRule({
  id: 'receipt/ledger-binding',
  description: 'Tier-2 --ledger: every DISPATCHED child is recorded in the receipt ledger with the same dispatch id, receipt hash and verdict.',
  hint: 'Record each dispatched child in the receipt ledger with its dispatch id, rcpt_sha256 and verdict.',
  reasons: [ReceiptReason.t2_not_regular_file, ReceiptReason.t2_not_utf8, ReceiptReason.ledger_unparseable, ReceiptReason.ledger_no_match],
  check(run) {
    if (!run.options.bindOnly && !wantsDiskTier2(run.options)) return undefined;
    return run.legs.get('ledger').then((leg) => leg.failure);
  },
});
