import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/Db';
import { rowsOf } from '../../server/db/rowsOf';

interface PlanNode {
  'Node Type': string;
  'Scan Direction'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

function describe(node: PlanNode): string {
  const backward = node['Scan Direction'] === 'Backward' ? ' Backward' : '';
  const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const loops = node['Actual Loops'] ?? 1;
  const read = (node['Actual Rows'] ?? 0) * loops + (node['Rows Removed by Filter'] ?? 0) * loops;
  const scan = node['Node Type'].includes('Scan') && node['Node Type'] !== 'Bitmap Index Scan';
  const heap = node['Heap Fetches'] === undefined ? '' : `, ${node['Heap Fetches']} heap fetches`;
  const ran =
    loops === 0 ? ' (not run)' : ` (${read} rows read${loops > 1 ? ` in ${loops} loops` : ''}${heap})`;
  const figures = scan ? ran : '';
  const inner = (node.Plans ?? []).map(describe);
  const self = `${node['Node Type']}${backward}${index}${figures}`;
  return inner.length === 0 ? self : `${self} [${inner.join(' + ')}]`;
}

/**
 * One line for a statement's plan as PostgreSQL ran it: each node with the index it used, and for a scan the
 * rows it read and the table rows it visited (heap fetches), children in brackets. Runs the statement once.
 *
 * @example
 * console.log(await planSummary(app.db, sql`select 1`)); // 'Result … in 0.1 ms'
 */
export async function planSummary(db: Db, statement: SQL): Promise<string> {
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await db.execute(sql`explain (analyze, format json) ${statement}`),
  );
  const raw = row?.['QUERY PLAN'];
  const [explained] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: PlanNode; 'Execution Time': number },
  ];
  return `${describe(explained.Plan)} in ${explained['Execution Time'].toFixed(1)} ms`;
}
