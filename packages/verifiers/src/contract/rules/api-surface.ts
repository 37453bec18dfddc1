import { defineRule } from '@gauntlet/core';
import { ContractReason } from '@gauntlet/contracts/codes';
import { isNonEmptyString, isRecord } from '../parse.js';
import type { PreparedContract } from '../prepared.js';
import { isSupported, reportAt } from '../report.js';
import { describe } from './header-fields.js';

export const API_TYPES = ['function', 'class', 'interface', 'endpoint', 'event'] as const;
const WITH_PARAMS = new Set(['function', 'class', 'interface']);

export const apiSurface = defineRule<PreparedContract>({
  id: 'contract/api-surface',
  description: 'api_surface lists at least one item, each with a name and a known type; functions, classes and interfaces carry typed params.',
  severity: 'blocker',
  reasons: [
    ContractReason.contract_api_surface_empty,
    ContractReason.contract_field_missing,
    ContractReason.contract_api_type_invalid,
    ContractReason.contract_api_params_missing,
    ContractReason.contract_api_param_invalid,
  ],
  check({ contract }, context) {
    if (!isSupported(contract)) return;
    const surface = contract.root.api_surface;
    if (!Array.isArray(surface) || surface.length === 0) {
      reportAt(contract, context, ['api_surface'], {
        reason: ContractReason.contract_api_surface_empty,
        message: 'the contract exposes nothing: api_surface is missing or empty.',
        hint: 'List every function, class, interface, endpoint or event the ticket exposes.',
      });
      return;
    }
    for (const [index, item] of surface.entries()) {
      const at = ['api_surface', index] as const;
      if (!isRecord(item)) {
        reportAt(contract, context, at, {
          reason: ContractReason.contract_field_missing,
          message: 'an api_surface item is not a mapping with name and type.',
          hint: 'Write each item as `- name: ...` / `type: ...`.',
        });
        continue;
      }
      if (!isNonEmptyString(item.name)) {
        reportAt(contract, context, [...at, 'name'], {
          reason: ContractReason.contract_field_missing,
          message: 'the item has no name.',
          hint: 'Name the identifier, route or event.',
        });
      }
      if (typeof item.type !== 'string' || !(API_TYPES as readonly string[]).includes(item.type)) {
        reportAt(contract, context, [...at, 'type'], {
          reason: ContractReason.contract_api_type_invalid,
          message: `type ${describe(item.type)} is not one of ${API_TYPES.join(', ')}.`,
          hint: 'A method is a function; a route is an endpoint.',
        });
      } else if (WITH_PARAMS.has(item.type) && item.params === undefined) {
        reportAt(contract, context, [...at, 'params'], {
          reason: ContractReason.contract_api_params_missing,
          message: `a ${item.type} needs params (use [] when it takes none).`,
          hint: 'List params as {name, type, required} so reviewers can compare signatures mechanically.',
        });
      }
      if (item.params === undefined) continue;
      if (!Array.isArray(item.params)) {
        reportAt(contract, context, [...at, 'params'], {
          reason: ContractReason.contract_api_param_invalid,
          message: 'params is not a list.',
          hint: 'Write params as a list of {name, type, required}.',
        });
        continue;
      }
      for (const [p, param] of item.params.entries()) {
        const field = !isRecord(param)
          ? null
          : typeof param.name !== 'string'
            ? 'name'
            : typeof param.type !== 'string'
              ? 'type'
              : typeof param.required !== 'boolean'
                ? 'required'
                : undefined;
        if (field === undefined) continue;
        reportAt(contract, context, field === null ? [...at, 'params', p] : [...at, 'params', p, field], {
          reason: ContractReason.contract_api_param_invalid,
          message:
            field === null
              ? 'a param is not a mapping.'
              : field === 'required'
                ? `required is ${describe(isRecord(param) ? param.required : undefined)}, not a boolean.`
                : `${field} is missing or not a string.`,
          hint: 'Each param is {name: string, type: string, required: true|false}.',
        });
      }
    }
  },
});
