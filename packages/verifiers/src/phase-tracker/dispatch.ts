/** Reading a `subagent` tool input: which agents it dispatches, at any nesting. */

export const IMPLEMENTER = 'implementer';

/** Keys under which pi's subagent tool nests more dispatch steps. */
const NESTED_KEYS = ['tasks', 'chain', 'parallel'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One dispatched agent and the model it runs on (its own `model`, else an enclosing step's). */
export interface DispatchedAgent {
  agent: string;
  model: string | undefined;
}

/**
 * Every agent an input dispatches, the top level first, then nested steps depth-first. An
 * explicit stack (no recursion, so deep input cannot overflow) and a visited set (a caller's
 * object graph may have cycles).
 */
export function dispatchedAgents(input: unknown): DispatchedAgent[] {
  const out: DispatchedAgent[] = [];
  const seen = new Set<object>();
  const stack: Array<{ node: unknown; model: string | undefined }> = [{ node: input, model: undefined }];
  while (stack.length > 0) {
    const { node, model: inherited } = stack.pop() as { node: unknown; model: string | undefined };
    if (!isRecord(node) || seen.has(node)) continue;
    seen.add(node);
    const model = typeof node.model === 'string' && node.model !== '' ? node.model : inherited;
    if (typeof node.agent === 'string') out.push({ agent: node.agent, model });
    const children: unknown[] = [];
    for (const key of NESTED_KEYS) {
      const steps = node[key];
      if (Array.isArray(steps)) children.push(...steps);
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], model });
  }
  return out;
}

/** A management call (`action` present: status, list, ...) dispatches nothing. */
export function isManagementCall(input: unknown): boolean {
  return isRecord(input) && input.action !== undefined && input.action !== null;
}

/** The lone shape: a single top-level `agent: "implementer"` (not a `tasks` wave, not a chain step). */
export function isLoneImplementer(input: unknown): boolean {
  return isRecord(input) && input.agent === IMPLEMENTER;
}

export function dispatchesImplementer(input: unknown): boolean {
  return dispatchedAgents(input).some((entry) => entry.agent === IMPLEMENTER);
}

/** `async: true` launches return before the agents finish. */
export function isAsyncDispatch(input: unknown): boolean {
  return isRecord(input) && input.async === true;
}
