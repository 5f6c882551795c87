import { OPEN } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';

/** Audit entries (who changed what, before and after); shown as each record's history, no page of its own. */
const audit: ResourceDefinition = {
  name: 'audit',
  label: { one: 'History entry', many: 'History' },
  recordRepresentation: 'action',
  icon: 'HistoryOutlined',
  routes: {},
  api: { getList: { method: 'GET', path: '/audit' } },
  fields: [
    { source: 'at', label: 'When', kind: 'datetime', readOnly: true },
    { source: 'actor', label: 'Who', kind: 'text', readOnly: true },
    { source: 'action', label: 'Action', kind: 'text', readOnly: true },
    { source: 'target', label: 'Target', kind: 'text', readOnly: true },
  ],
  list: { columns: ['at', 'actor', 'action'], sort: { field: 'at', order: 'DESC' }, perPage: 10 },
  // Each record's history is read with that record's own show rule (server/routes/audit/auditRoutes.ts).
  access: { list: OPEN },
};

export default audit;
