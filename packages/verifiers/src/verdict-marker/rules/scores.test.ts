import { ruleTester } from '../../rule-tester.test-helpers.js';
import { marker } from '../fixtures.test-helpers.js';
import { verdictMarkerVerifier } from '../index.js';

ruleTester.run(verdictMarkerVerifier, 'verdict-marker/scores', {
  valid: [
    { name: 'scores that add up', input: marker(), verdict: 'pass' },
    {
      name: 'chunk separators are not scores',
      input: marker({ Rounds: '7', ScoreTrajectory: '7,4,3,|,5,3,1,0', MinorTrajectory: '2,1,1,|,1,0,0,0', CostCapSignals: '0+1/7' }),
      verdict: 'pass',
    },
    { name: 'no ScoreTrajectory: nothing to compare', input: marker({ ScoreTrajectory: null, MinorTrajectory: null }), verdict: 'pass' },
    { name: 'a legacy marker is not checked', input: 'FinalScore: 95\nScoreTrajectory: 1,2\n', verdict: 'pass' },
    { name: 'an unknown verdict stops the checks', input: marker({ Verdict: 'OK', FinalScore: '9' }), verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'FinalScore is not the last score',
      input: marker({ Verdict: 'STAGNATION', Reason: 'stagnation-judge', FinalScore: '3' }),
      errors: [{ reason: 'marker_final_score_mismatch', severity: 'blocker', line: 8, message: 'FinalScore is 3 but the last score of ScoreTrajectory (7,4,2,0) is 0.' }],
      verdict: 'fail',
      repaired: { input: marker({ Verdict: 'STAGNATION', Reason: 'stagnation-judge', FinalScore: '3', ScoreTrajectory: '7,4,2,3' }) },
    },
    {
      name: 'a FinalScore that is no number is no match',
      input: marker({ FinalScore: 'zero' }),
      errors: [{ reason: 'marker_final_score_mismatch', severity: 'blocker', line: 8, message: 'FinalScore is zero but the last score of ScoreTrajectory (7,4,2,0) is 0.' }],
      verdict: 'fail',
    },
    {
      name: 'MaxScore is not the highest score',
      input: marker({ MaxScore: '6' }),
      errors: [{ reason: 'marker_max_score_mismatch', severity: 'blocker', line: 9, message: 'MaxScore is 6 but the highest score of ScoreTrajectory (7,4,2,0) is 7.' }],
      verdict: 'fail',
      repaired: { input: marker() },
    },
    {
      name: 'fewer scores than rounds',
      input: marker({ Rounds: '5', CostCapSignals: '0+0/5' }),
      errors: [{ reason: 'marker_trajectory_length', severity: 'warning', line: 10, message: 'ScoreTrajectory has 4 round scores but Rounds is 5.' }],
      verdict: 'pass',
      repaired: { input: marker() },
    },
    {
      name: 'MinorTrajectory has another shape',
      input: marker({ MinorTrajectory: '3,2,|,2,1' }),
      errors: [{ reason: 'marker_trajectory_length', severity: 'warning', line: 11, message: 'MinorTrajectory (3,2,|,2,1) does not have the shape of ScoreTrajectory (7,4,2,0).' }],
      verdict: 'pass',
    },
    {
      name: 'both scores wrong: the final one first',
      input: marker({ Verdict: 'ESCALATED', Reason: 'user-skipped', FinalScore: '2', MaxScore: '2' }),
      errors: [
        { reason: 'marker_final_score_mismatch', severity: 'blocker', line: 8 },
        { reason: 'marker_max_score_mismatch', severity: 'blocker', line: 9 },
      ],
      verdict: 'fail',
    },
  ],
});
