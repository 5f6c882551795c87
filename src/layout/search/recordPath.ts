import type { SearchType } from './SearchResult';

/**
 * The page a search hit opens: a model's performer record or a member's record.
 *
 * @example
 * recordPath('model', 12); // '/performer/12'
 */
export function recordPath(type: SearchType, id: number): string {
  return `/${type === 'model' ? 'performer' : 'member'}/${id}`;
}
