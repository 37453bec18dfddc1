import { artifacts } from './rules/artifacts.js';
import { claimCitations } from './rules/claim-citations.js';
import { claims } from './rules/claims.js';
import { header } from './rules/header.js';
import { layer2Lines } from './rules/layer2-lines.js';
import { layer2Values } from './rules/layer2-values.js';
import { sections } from './rules/sections.js';
import { testsClaims } from './rules/tests-claims.js';
import { traceEntries } from './rules/trace-entries.js';
import { trace } from './rules/trace.js';
import { verdict } from './rules/verdict.js';
import { witnessArtifactDeclared } from './rules/witness-artifact-declared.js';
import { witnessRanTarget } from './rules/witness-ran-target.js';
import { witnessSyntax } from './rules/witness-syntax.js';

/** Tier-1 (docs/rules/receipt/), groups A–M in evaluation order. */
export const TIER1_RULES = [
  header,
  sections,
  verdict,
  artifacts,
  trace,
  claims,
  witnessSyntax,
  witnessArtifactDeclared,
  traceEntries,
  claimCitations,
  witnessRanTarget,
  testsClaims,
  layer2Lines,
  layer2Values,
] as const;
