import { ruleTester } from '../../rule-tester.test-helpers.js';
import { SECTIONS, block } from '../fixtures.test-helpers.js';
import { csbVerifier } from '../index.js';

const header = (key: string) => ({ reason: 'csb_header_field_missing', severity: 'blocker', line: null, message: `The header field ${key}: is missing.` }) as const;
const section = (name: string) => ({ reason: 'csb_section_missing', severity: 'blocker', line: null, message: `The section "${name}:" is missing.` }) as const;

ruleTester.run(csbVerifier, 'csb/structure', {
  valid: [
    { name: 'the four header fields and six sections', input: { block: block() }, verdict: 'pass' },
    { name: 'an extra header field', input: { block: block().replace('Skill: build', 'Skill: build\nMode: feature') }, verdict: 'pass' },
    { name: 'empty sections still count', input: { block: block({ progress: [], decisions: [] }) }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'no Scratch State section',
      input: { block: block({ sections: SECTIONS.filter((name) => name !== 'Scratch State') }) },
      errors: [section('Scratch State')],
      verdict: 'fail',
      repaired: { input: { block: block() } },
    },
    { name: 'no Health field', input: { block: block({ health: null }) }, errors: [header('Health')], verdict: 'fail', repaired: { input: { block: block() } } },
    {
      name: 'a header field after the first section belongs to the section',
      input: { block: block({ health: null }).replace('- Nothing new to deploy', '- Nothing new to deploy\nHealth: GREEN') },
      errors: [header('Health')],
      verdict: 'fail',
    },
    {
      name: 'a section name is matched whole',
      input: { block: block().replace('Key Decisions (this session):', 'Key Decisions:') },
      errors: [section('Key Decisions (this session)')],
      verdict: 'fail',
    },
    {
      name: 'delimiters only: every field and section',
      input: { block: '===COMPRESSION_STATE===\n===END_COMPRESSION_STATE===\n' },
      errors: [header('Goal'), header('Skill'), header('Phase'), header('Health'), ...SECTIONS.map(section)],
      verdict: 'fail',
    },
  ],
});
