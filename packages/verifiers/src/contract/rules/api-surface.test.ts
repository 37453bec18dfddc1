import { ruleTester } from '../../rule-tester.test-helpers.js';
import { CONTRACT, withBlock } from '../fixtures.test-helpers.js';
import { contractVerifier } from '../index.js';

const surface = (items: string) => withBlock('api_surface', items);

ruleTester.run(contractVerifier, 'contract/api-surface', {
  valid: [
    { name: 'a function and an endpoint', input: CONTRACT, verdict: 'pass' },
    { name: 'a class without params: []', input: surface('\n  - { name: "Limiter", type: "class", params: [] }'), verdict: 'pass' },
    { name: 'an event needs no params', input: surface('\n  - { name: "limit.exceeded", type: "event" }'), verdict: 'pass' },
    { name: 'required: yes is a YAML 1.1 boolean', input: surface('\n  - { name: "x", type: "function", params: [{ name: "a", type: "T", required: yes }] }'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'an empty surface',
      input: surface(' []'),
      errors: [{ reason: 'contract_api_surface_empty', severity: 'blocker', line: 6, message: 'api_surface: the contract exposes nothing: api_surface is missing or empty.', evidence: ['path: api_surface'] }],
      verdict: 'fail',
      repaired: { input: CONTRACT },
    },
    {
      name: 'no surface at all',
      input: CONTRACT.replace(/^api_surface:\n(?: .*\n)*/m, ''),
      errors: [{ reason: 'contract_api_surface_empty', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'a method is a function',
      input: surface('\n  - { name: "x", type: "method", params: [] }'),
      errors: [{ reason: 'contract_api_type_invalid', severity: 'blocker', line: 7, message: 'api_surface[0].type: type "method" is not one of function, class, interface, endpoint, event.', evidence: ['path: api_surface[0].type'] }],
      verdict: 'fail',
      repaired: { input: surface('\n  - { name: "x", type: "function", params: [] }') },
    },
    {
      name: 'a class without params',
      input: surface('\n  - { name: "Limiter", type: "class" }'),
      errors: [{ reason: 'contract_api_params_missing', severity: 'blocker', line: 7, message: 'api_surface[0].params: a class needs params (use [] when it takes none).', evidence: ['path: api_surface[0].params'] }],
      verdict: 'fail',
      repaired: { input: surface('\n  - { name: "Limiter", type: "class", params: [] }') },
    },
    {
      name: 'required as a string',
      input: surface('\n  - { name: "x", type: "function", params: [{ name: "a", type: "T", required: "yes" }] }'),
      errors: [{ reason: 'contract_api_param_invalid', severity: 'blocker', line: 7, message: 'api_surface[0].params[0].required: required is "yes", not a boolean.', evidence: ['path: api_surface[0].params[0].required'] }],
      verdict: 'fail',
      repaired: { input: surface('\n  - { name: "x", type: "function", params: [{ name: "a", type: "T", required: true }] }') },
    },
    { name: 'params is a string', input: surface('\n  - { name: "x", type: "function", params: "tenant" }'), errors: [{ reason: 'contract_api_param_invalid', severity: 'blocker', line: 7, message: 'api_surface[0].params: params is not a list.' }], verdict: 'fail' },
    { name: 'a param that is a string', input: surface('\n  - { name: "x", type: "function", params: ["tenant"] }'), errors: [{ reason: 'contract_api_param_invalid', severity: 'blocker', line: 7, message: 'api_surface[0].params[0]: a param is not a mapping.' }], verdict: 'fail' },
    { name: 'a param without a type', input: surface('\n  - { name: "x", type: "function", params: [{ name: "a", required: true }] }'), errors: [{ reason: 'contract_api_param_invalid', severity: 'blocker', line: 7, message: 'api_surface[0].params[0].type: type is missing or not a string.' }], verdict: 'fail' },
    {
      name: 'an item without a name',
      input: surface('\n  - { type: "event" }'),
      errors: [{ reason: 'contract_field_missing', severity: 'blocker', line: 7, message: 'api_surface[0].name: the item has no name.', evidence: ['path: api_surface[0].name'] }],
      verdict: 'fail',
      repaired: { input: surface('\n  - { name: "limit.exceeded", type: "event" }') },
    },
    { name: 'an item that is a string', input: surface('\n  - "RateLimiter.take"'), errors: [{ reason: 'contract_field_missing', severity: 'blocker', line: 7, message: 'api_surface[0]: an api_surface item is not a mapping with name and type.' }], verdict: 'fail' },
  ],
});
