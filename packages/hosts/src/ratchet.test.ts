import type { Finding } from '@gauntlet/contracts/codes';
import { describe, expect, it } from 'vitest';
import { findingIdentity, introducedBlockers } from './ratchet.js';

const blocker = (rule: string, message: string, line: number): Finding => ({ rule, reason: 'r', severity: 'blocker', message, line });

describe('the ratchet', () => {
  it('a legacy blocker that moves is not new', () => {
    expect(introducedBlockers([blocker('a/b', 'bad row', 3)], [blocker('a/b', 'bad row', 9)])).toEqual([]);
  });

  it('line references inside messages are masked', () => {
    expect(findingIdentity(blocker('a/b', 'A second section starts on line 12 (the first is on line 3).', 12))).toBe(
      findingIdentity(blocker('a/b', 'A second section starts on line 14 (the first is on line 5).', 14)),
    );
    expect(introducedBlockers([blocker('a/b', 'cites L3-L9', 1)], [blocker('a/b', 'cites L4-L10', 1)])).toEqual([]);
  });

  it('a different rule, reason or message is new; a second copy of a legacy blocker is new', () => {
    const legacy = blocker('a/b', 'bad row', 3);
    const after = [blocker('a/b', 'bad row', 3), blocker('a/b', 'bad row', 4), blocker('a/c', 'bad row', 5), { ...blocker('a/b', 'bad row', 6), reason: 'other' }];
    expect(introducedBlockers([legacy], after).map((finding) => finding.line)).toEqual([4, 5, 6]);
  });

  it('warnings neither count nor get introduced', () => {
    const warning: Finding = { ...blocker('a/b', 'x', 1), severity: 'warning' };
    expect(introducedBlockers([], [warning])).toEqual([]);
    expect(introducedBlockers([warning], [blocker('a/b', 'x', 1)])).toHaveLength(1);
  });
});
