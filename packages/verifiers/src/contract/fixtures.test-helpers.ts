/**
 * A valid contract (docs/rules/contract/), written by us. Lines: 1 version, 2 ticket, 3 epic,
 * 4 title, 5 date, 6 `api_surface:` (items at 7 and 14), 17 `invariants:` (checkable 19,
 * testable 21), 22 `integration_points:` (item 23), 24 `security_review:` (status 25, signal 27),
 * 28 `ambiguity_resolutions:` (item 29).
 */
export const CONTRACT = `version: "1.0"
ticket: "#412"
epic: "#400"
title: "Per-tenant rate limiting"
date: "2026-09-18"
api_surface:
  - name: "RateLimiter.take"
    type: "function"
    signature: "take(tenant: string, cost?: number): Decision"
    params:
      - { name: "tenant", type: "string", required: true }
      - { name: "cost", type: "number", required: false }
    returns: "Decision"
  - name: "/api/v1/limits/{tenant}"
    type: "endpoint"
    method: "GET"
invariants:
  checkable:
    - { id: "INV-1", description: "Nothing new to deploy", verification: "no new import in src/", check_method: "grep" }
  testable:
    - { id: "INV-2", description: "11th call in a 10/s window is rejected", verification: "burst test", test_tag: "contract:limits:inv-2" }
integration_points:
  - { contract: "2026-09-01-tenants-contract.yaml", ticket: "#401", relationship: "consumes", surface: "Tenants.lookup" }
security_review:
  status: "recommended"
  signals_detected:
    - { category: "external_input", evidence: "new GET endpoint taking a tenant path parameter" }
ambiguity_resolutions:
  - { id: "AMB-1", decision: "Sliding window", confidence: "medium", alternatives: ["fixed window"], reasoning: "fairer", reversibility: "High -- local" }
`;

/** The contract with one text replaced (the replaced text must be there). */
export function contractWith(from: string | RegExp, to: string): string {
  if (typeof from === 'string' ? !CONTRACT.includes(from) : !from.test(CONTRACT)) throw new Error(`the contract has no ${String(from)}`);
  return CONTRACT.replace(from, to);
}

/** The contract with the block of a top-level key replaced (`api_surface:` up to the next top-level key). */
export function withBlock(key: string, block: string): string {
  return contractWith(new RegExp(`^${key}:\\n(?:[ ].*\\n)*`, 'm'), `${key}:${block}\n`);
}

/**
 * A contract whose testable invariants are block-style `test_tag:` lines, as the tag coverage
 * check reads them: `contract:limits:inv-t1` (line 24) and `contract:limits:inv-t2` (line 28).
 */
export const TAGGED = contractWith(
  /^ {2}testable:\n.*\n/m,
  '  testable:\n    - id: "INV-T1"\n      description: "burst"\n      verification: "burst test"\n      test_tag: "contract:limits:inv-t1"\n    - id: "INV-T2"\n      description: "reset"\n      verification: "reset test"\n      test_tag: "contract:limits:inv-t2"\n',
);

/** A bash carrier of inv-t1: an annotated marker and the two check lines it counts. */
export const BASH = '# contract:limits:inv-t1 checks=2\ncheck 1 "burst cut at 10 — contract:limits:inv-t1" 429 "$s"\ncheck 2 "retry-after set — contract:limits:inv-t1" 1 "$h"\n';

/** A Python carrier of inv-t2: a marker comment and one asserting test whose docstring carries the tag. */
export const PYTHON = 'import pytest\n\n# contract:limits:inv-t2\ndef test_reset():\n    """Window resets. contract:limits:inv-t2"""\n    assert take() == 200\n';
