import { OPEN } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { idField } from '../commonFields';
import { OFFER_KINDS } from './offerKinds';

/** The terms are the partners' commercial secret: read with the partner pages' role. */
const TERMS_ACCESS = { read: 'VIEW_WSE_PARTNERS' } as const;

/**
 * Offers (Partners menu): the terms a partner earns on a site, a revenue share in percent or a CPA amount per
 * signup, valid from a day until an optional later one. A revenue share needs its percent, a CPA its amount
 * (server/routes/partners/partnerOfferHooks.ts says so at the field).
 */
const partnerOffers: ResourceDefinition = {
  name: 'partnerOffers',
  label: { one: 'Offer', many: 'Offers' },
  recordRepresentation: 'id',
  icon: 'LocalOfferOutlined',
  menu: { group: 'partners', order: 30 },
  routes: { list: '/partners/offers', edit: '/partners/offer/:id?' },
  api: { rest: '/partners/offers' },
  fields: [
    idField,
    { source: 'partner', label: 'Partner', kind: 'reference', reference: 'partners', required: true },
    { source: 'site', label: 'Site', kind: 'reference', reference: 'whitelabels', required: true },
    { source: 'kind', label: 'Kind', kind: 'enum', choices: OFFER_KINDS, required: true },
    {
      source: 'revenueSharePercent',
      label: 'Revenue share %',
      kind: 'integer',
      min: 0,
      max: 100,
      helperText: 'Whole percent of the revenue, for a revenue share',
      access: TERMS_ACCESS,
    },
    {
      source: 'cpaAmount',
      label: 'CPA amount',
      kind: 'money',
      min: 0,
      helperText: 'Paid per signup, for a CPA offer',
      access: TERMS_ACCESS,
    },
    { source: 'validFrom', label: 'Valid from', kind: 'date', required: true },
    {
      source: 'validUntil',
      label: 'Valid until',
      kind: 'date',
      notBefore: 'validFrom',
      helperText: 'Open-ended when empty',
    },
    { source: 'active', label: 'Active', kind: 'boolean' },
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
  ],
  list: {
    columns: [
      'partner',
      'site',
      'kind',
      'revenueSharePercent',
      'cpaAmount',
      'validFrom',
      'validUntil',
      'active',
    ],
    filters: [
      { source: 'partner', label: 'Partner', kind: 'reference', reference: 'partners' },
      { source: 'site', label: 'Site', kind: 'reference', reference: 'whitelabels' },
      { source: 'kind', label: 'Kind', kind: 'enum', choices: OFFER_KINDS },
      { source: 'active', label: 'Active', kind: 'boolean' },
    ],
    sort: { field: 'validFrom', order: 'DESC' },
    exportName: 'offers',
  },
  // The menu entry is open; the terms need VIEW_WSE_PARTNERS to be read, writes the partner roles.
  access: {
    page: OPEN,
    list: OPEN,
    export: OPEN,
    create: 'CREATE_WSE_PARTNERS',
    edit: 'EDIT_WSE_PARTNERS',
    delete: 'REMOVE_WSE_PARTNERS',
  },
  auditTarget: 'partnerOffer',
};

export default partnerOffers;
