import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { formatNumber } from '../lib/formatNumber';

/**
 * What saving a change to `record` reaches beyond it, as its definition's `saveImpact` counts it: how many, and
 * the sentence that says so; undefined where the definition or the record says nothing.
 *
 * @example
 * saveImpact(tariffGroups, { performerCount: 1234 }); // { count: 1234, text: 'This change affects 1.234 performers' }
 */
export function saveImpact(
  definition: ResourceDefinition,
  record: Record<string, unknown> | undefined,
): { count: number; text: string } | undefined {
  const impact = definition.saveImpact;
  const count = impact && record?.[impact.count];
  if (!impact || typeof count !== 'number') return undefined;
  return {
    count,
    text: `This change affects ${formatNumber(count, 0)} ${count === 1 ? impact.one : impact.many}`,
  };
}
