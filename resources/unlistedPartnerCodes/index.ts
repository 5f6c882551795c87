import { OPEN } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';

/**
 * Unknown (Partners menu): partner codes traffic arrived with that no partner owns, each with the days it was
 * first and last seen and its visits and signups in total; the record's id is the code. 'Assign to partner' gives
 * the code to a partner, whose figures its traffic then counts toward. Served by
 * server/routes/partners/unlistedCodeRoutes.ts (an aggregate over the traffic, not a table of its own).
 */
const unlistedPartnerCodes: ResourceDefinition = {
  name: 'unlistedPartnerCodes',
  label: { one: 'Unknown partner code', many: 'Unknown partner codes' },
  recordRepresentation: 'code',
  icon: 'HelpOutlineOutlined',
  menu: { group: 'partners', order: 40, label: 'Unknown' },
  routes: { list: '/partners/unlisted' },
  api: { getList: { method: 'GET', path: '/partners/unlisted' } },
  fields: [
    { source: 'code', label: 'Partner code', kind: 'text', readOnly: true },
    { source: 'firstSeen', label: 'First seen', kind: 'date', readOnly: true },
    { source: 'lastSeen', label: 'Last seen', kind: 'date', readOnly: true },
    { source: 'visits', label: 'Visits', kind: 'integer', readOnly: true },
    { source: 'signups', label: 'Signups', kind: 'integer', readOnly: true },
  ],
  list: {
    columns: ['code', 'firstSeen', 'lastSeen', 'visits', 'signups'],
    filters: [
      {
        source: 'q',
        label: 'Partner code',
        kind: 'text',
        alwaysOn: true,
        search: { fields: ['code'], match: 'contains' },
      },
    ],
    sort: { field: 'lastSeen', order: 'DESC' },
  },
  // Codes and traffic counts only: nothing personal, no money.
  access: { page: OPEN, list: OPEN },
  actions: [
    {
      name: 'assign',
      label: 'Assign to partner',
      // The code goes in the body: a path parameter is a record's number (docs/API.md).
      call: {
        method: 'POST',
        path: '/partners/unlisted/assign',
        request: ({ id, ...rest }) => ({ code: id, ...rest }),
      },
      role: 'EDIT_WSE_PARTNERS',
      confirm: (record) =>
        `Code ${String(record.code)} and its traffic so far (${String(record.visits)} visits, ${String(record.signups)} signups) go to this partner.`,
      subject: ['code', 'visits', 'signups'],
      form: [
        { source: 'partner', label: 'Partner', kind: 'reference', reference: 'partners', required: true },
      ],
      success: 'Code assigned to the partner',
      // On the partner's history: it got the code.
      audit: 'partner.code-assigned',
      inList: true,
    },
  ],
};

export default unlistedPartnerCodes;
