import { OPEN } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { PATH_PATTERN } from './pathPattern';
import { idField, nameSearch, uniqueName } from '../commonFields';

/**
 * SEO categories (Platform): named sets of rules, each giving the pages of one site whose path matches its
 * pattern a title and a description.
 */
const seoCategories: ResourceDefinition = {
  name: 'seoCategories',
  label: { one: 'SEO category', many: 'SEO categories' },
  recordRepresentation: 'name',
  icon: 'TravelExploreOutlined',
  menu: { group: 'platform', order: 60, label: 'SEO' },
  routes: { list: '/tech/seo', edit: '/tech/category/:id?' },
  api: { rest: '/seo/categories' },
  fields: [
    idField,
    uniqueName(80),
    {
      source: 'rules',
      label: 'Rules',
      kind: 'list',
      fields: [
        { source: 'site', label: 'Site', kind: 'reference', reference: 'whitelabels', required: true },
        {
          source: 'pathPattern',
          label: 'Path pattern',
          kind: 'text',
          required: true,
          maxLength: 200,
          pattern: PATH_PATTERN,
        },
        { source: 'title', label: 'Title', kind: 'text', required: true, maxLength: 120 },
        { source: 'description', label: 'Description', kind: 'text', maxLength: 300 },
      ],
    },
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
  ],
  list: {
    columns: ['name', 'createdAt'],
    filters: [nameSearch],
    sort: { field: 'name', order: 'ASC' },
    perPage: 10,
    exportName: 'seo-categories',
  },
  form: {
    sections: [
      { label: 'Category', fields: ['id', 'name', 'createdAt'] },
      { label: 'Rules', fields: ['rules'] },
    ],
  },
  // Page titles and descriptions are public text: nothing personal or money (an open entry, as the menu has it).
  access: { page: OPEN, list: OPEN, create: OPEN, edit: OPEN, delete: OPEN, export: OPEN },
  auditTarget: 'seoCategory',
};

export default seoCategories;
