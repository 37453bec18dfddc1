import type { GateDecision, GateFacts } from './gate.js';

/** The gate's facts and its decision, computed once for every rule. */
export interface PreparedGate {
  facts: GateFacts;
  decision: GateDecision;
}
