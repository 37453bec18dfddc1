import { z } from 'zod';

const count = z.number().int().nonnegative();

/** A quality-gate verdict marker, MarkerVersion 2 (docs/rules/verdict-marker/README.md#marker-format), as parsed. */
export const VerdictMarkerSchema = z
  .looseObject({
    MarkerVersion: z.literal(2),
    ArtifactHash: z.string().regex(/^[0-9a-f]{64}$/),
    ChunkHash: z.string().regex(/^[0-9a-f]{64}$/).optional(),
    Verdict: z.enum(['PASS', 'FAIL', 'STAGNATION', 'ESCALATED', 'ARCHITECTURAL', 'SUSTAINED_REGRESSION']),
    Reason: z.string(),
    Mode: z.enum(['standard', 'full']).optional(),
    ResidualSignificant: count.optional(),
    ResidualMinor: count.optional(),
    Phase: z.string().optional(),
    PipelineID: z.string().optional(),
    Rounds: count,
    FinalScore: count,
    MaxScore: count,
    ScoreTrajectory: z.string(),
    MinorTrajectory: z.string().optional(),
    MinorAdvisory: z.enum(['density', 'trajectory', 'density+trajectory']).optional(),
    SuppressedRegressions: count,
    NoOpFixes: count,
    CoFiredExits: z.string().optional(),
    ConsensusAvailable: z.boolean(),
    ConsensusRoundsRun: count,
    LookHarderRounds: z.string().optional(),
    LookHarderFiredCount: count,
    LookHarderSkippedReason: z.enum(['circuit-breaker', 'tail-rubric-already-applied']).optional(),
    PersistentFindingRounds: z.string().optional(),
    PersistentCheckCount: count,
    SiegeDispatched: z.boolean(),
    SiegeReason: z.enum(['detected', 'force', 'skip-requested', 'no-security-surface']),
    SiegeVerdict: z.enum(['PASS', 'ESCALATED', 'STAGNATION', 'UNAVAILABLE']).optional(),
    SiegeFindings: count.optional(),
    CostCapSignals: z.string().regex(/^\d+\+\d+\/\d+$/),
    Timestamp: z.string(),
    RunID: z.string(),
  })
  .meta({ id: 'VerdictMarker', title: 'Quality-gate verdict marker (MarkerVersion 2)', description: 'docs/rules/verdict-marker/README.md#marker-format (Key: value lines)' });

export type VerdictMarker = z.infer<typeof VerdictMarkerSchema>;
