import { apiCallRows } from '../contract/apiCallRows';
import { markdownTable } from '../contract/markdownTable';
import { maskedFieldRows } from '../contract/maskedFieldRows';
import type { ResourceDefinition } from '../contract/ResourceDefinition';

function withSection(text: string, key: string, content: string): string {
  const start = `<!-- ${key}:start -->`;
  const end = `<!-- ${key}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/API.md has no ${start} … ${end} section`);
  return `${text.slice(0, from + start.length)}\n\n${content}\n\n${text.slice(to)}`;
}

/**
 * docs/API.md with its generated sections rewritten from the definitions: the table of declared resources (each
 * call with its role) and the table of masked fields; the prose around them is kept as written.
 *
 * @example
 * writeFileSync('docs/API.md', apiDoc(readFileSync('docs/API.md', 'utf8'), registry));
 */
export function apiDoc(text: string, registry: readonly ResourceDefinition[]): string {
  const resources = markdownTable(['resource', 'operation', 'call', 'role'], apiCallRows(registry));
  const masked = markdownTable(
    ['resource', 'field', 'masked', 'revealed by', 'changed by'],
    maskedFieldRows(registry),
  );
  return withSection(withSection(text, 'resources', resources), 'masked-fields', masked);
}
