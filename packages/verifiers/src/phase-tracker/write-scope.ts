/**
 * Where a parent session should not write during implementation (an advisory, never a block):
 * the implement phase itself and the gap between a complete plan and a pending implement.
 */
export function implementWriteGuardApplies(planStatus: string, implementStatus: string, flowGuardsActive: boolean, child: boolean): boolean {
  if (!flowGuardsActive || child) return false;
  return implementStatus === 'in_progress' || (planStatus === 'complete' && implementStatus === 'pending');
}

/**
 * The directories exempt from that advisory: each spec dir and its sibling `plans`
 * (`doc/specs` → `doc/plans`), trailing slashes dropped, empty entries skipped, each once.
 */
export function implementExemptDirs(specDirs: readonly string[]): string[] {
  const out: string[] = [];
  for (const entry of specDirs) {
    if (typeof entry !== 'string') continue;
    const dir = entry.replace(/\/+$/, '');
    if (dir === '') continue;
    const slash = dir.lastIndexOf('/');
    const plans = slash < 0 ? 'plans' : `${dir.slice(0, slash)}/plans`;
    for (const path of [dir, plans]) if (!out.includes(path)) out.push(path);
  }
  return out;
}
