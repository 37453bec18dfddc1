import { ReceiptReason } from '@gauntlet/contracts/codes';
import type { Failure } from '../document.js';
import { fail, receiptRule } from '../rule-kit.js';
import { type ReceiptRun, wantsDiskTier2 } from '../run.js';
import { HEX12 } from '../text.js';

const V1_MESSAGE =
  'SUPERSEDES requires witness ran=TRACE#N whose predicate was EVALUATED at Tier-2 (witness-evidence requirement: this receipt declares `RCPT v1`, so the v1.1 Layer-2 rules — including this one — were not evaluated, and a supersession cannot be granted by the header format that opts out of checking it; declare `RCPT v1.1` and satisfy the rule, or return `SUPERSEDES: none`)';
const NOT_EVALUATED =
  'SUPERSEDES requires witness ran=TRACE#N whose predicate was EVALUATED at Tier-2 (witness-evidence requirement: the witness resolved to no evaluated predicate, so it demonstrates nothing about the predecessor it retires)';
const ON_BLOCKED =
  'SUPERSEDES requires witness ran=TRACE#N whose predicate was EVALUATED at Tier-2 (witness-evidence requirement: this receipt is BLOCKED, so its witness is never evaluated and it cannot retire a predecessor)';

const NOT_ALNUM_COLON = /[^A-Za-z0-9:]/g;

/** The supersession a v1 receipt claims anyway (docs/rules/receipt/supersedes-evidence.md), or undefined. */
export function v1SupersedesClaim(text: string): string | undefined {
  const at = text.indexOf('\nNEXT');
  if (at < 0) return undefined;
  let sawNone = false;
  for (const piece of text.slice(at + 1).split('\n')) {
    const squeezed = piece.replace(NOT_ALNUM_COLON, '');
    const where = squeezed.indexOf('SUPERSEDES:');
    if (where < 0) continue;
    const rest = squeezed.slice(where + 'SUPERSEDES:'.length);
    if (rest === 'none') sawNone = true;
    else return HEX12.test(rest) ? rest : 'malformed';
  }
  return sawNone ? 'none' : undefined;
}

async function check(run: ReceiptRun): Promise<Failure | undefined> {
  const { doc } = run;
  if (!(await run.legs.get('roots')).set) return undefined;
  const next = doc.sections.get('NEXT')?.line;
  if (doc.version === '1') {
    const claim = v1SupersedesClaim(doc.text);
    if (claim !== undefined && claim !== 'none') return fail(ReceiptReason.supersedes_on_v1_header, V1_MESSAGE, next);
    return undefined;
  }
  const supersedes = doc.layer2?.supersedes;
  if (!supersedes || supersedes.value === 'none') return undefined;
  const outcome = (await run.legs.get('witness')).evidence;
  if (outcome.unsourced) return undefined;
  if (outcome.evaluated && outcome.bound && !outcome.discarded) return undefined;
  if (outcome.evaluated && !outcome.bound) {
    const codes = outcome.unboundReasons.length > 0 ? outcome.unboundReasons.join(', ') : 'unhashed-body';
    return fail(
      ReceiptReason.supersedes_witness_unbound,
      `SUPERSEDES requires witness ran=TRACE#N whose predicate was EVALUATED at Tier-2 and BOUND to the hash-verified artifact it cites (witness-evidence requirement: the predicate ran against bytes the ARTIFACTS leg did not verify — unbound: ${codes})`,
      supersedes.line,
    );
  }
  if (doc.verdict === 'BLOCKED') return fail(ReceiptReason.supersedes_on_blocked, ON_BLOCKED, supersedes.line);
  return fail(ReceiptReason.supersedes_witness_not_evaluated, NOT_EVALUATED, supersedes.line);
}

/** docs/rules/receipt/supersedes-evidence.md: a supersession must rest on a witness Tier-2 actually evaluated against verified bytes. */
export const supersedesEvidence = receiptRule({
  id: 'receipt/supersedes-evidence',
  description: 'Tier-2: a receipt that supersedes another has a witness evaluated against hash-verified bytes; a v1 receipt cannot supersede.',
  hint: 'Supersede only with a v1.1 receipt whose witness ran against a hash-verified artifact.',
  reasons: [
    ReceiptReason.supersedes_on_v1_header,
    ReceiptReason.supersedes_witness_unbound,
    ReceiptReason.supersedes_on_blocked,
    ReceiptReason.supersedes_witness_not_evaluated,
  ],
  check: (run) => (wantsDiskTier2(run.options) ? check(run) : undefined),
});
