import type { PlanDocument } from './document.js';
import { py } from './shared.js';

const TIER_LINE = py('dispatch_tier\\s*[:=]\\s*[`"\']?(script|haiku|sonnet|opus|frontier)\\b');
const JUDGMENT = py(
  '\\b(?:judge|judgment|decide|design|assess|evaluate|weigh|tradeoff|trade-off|ambiguous|interpret|review|critique|synthesise|synthesize|recommend|choose)\\b',
);
// `delete a line` and `find and replace` use single literal spaces.
const MECHANICAL = py(
  '\\b(?:rename|move|copy|delete a line|bump|reformat|regenerate|find-and-replace|find and replace|sed|grep|stamp|sort|dedup|dedupe|deduplicate|whitespace|lint-fix|reorder|mechanical|boilerplate)\\b',
);

export type TierVerdict = 'judgment-on-script' | 'mechanical-on-opus';

/**
 * Rule 23 (both ids): per `dispatch_tier:` line, the window is that line and the two above,
 * joined with spaces (blank lines contribute nothing). Computed once per plan, shared by the two
 * rule modules.
 */
const memo = new WeakMap<PlanDocument, Array<{ index: number; verdict: TierVerdict }>>();

export function tierVerdicts(doc: PlanDocument): Array<{ index: number; verdict: TierVerdict }> {
  const known = memo.get(doc);
  if (known) return known;
  const out: Array<{ index: number; verdict: TierVerdict }> = [];
  const { lines } = doc;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line === '' || !line.includes('_')) continue;
    const m = TIER_LINE.exec(line);
    if (!m) continue;
    const tier = (m[1] as string).toLowerCase();
    if (tier !== 'script' && tier !== 'opus') continue;
    const window = lines.slice(Math.max(0, i - 2), i + 1).filter((text) => text !== '').join(' ');
    const judgment = JUDGMENT.test(window);
    if (tier === 'script' && judgment) out.push({ index: i, verdict: 'judgment-on-script' });
    else if (tier === 'opus' && !judgment && MECHANICAL.test(window)) out.push({ index: i, verdict: 'mechanical-on-opus' });
  }
  memo.set(doc, out);
  return out;
}
