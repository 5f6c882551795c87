import { OPEN, type RoleNeed } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { NEWS_AUDIENCES } from './newsAudiences';
import { idField } from '../commonFields';

// No role of the catalogue names news; those who look after performers and studios write to them.
const AUDIENCE_SUPPORT: RoleNeed = ['VIEW_NEW_PERFORMERS', 'VIEW_STUDIOS'];

/**
 * News (Support): items shown to performers and studios on their own sites from one moment until another (or
 * for good). The list says which are published now.
 */
const news: ResourceDefinition = {
  name: 'news',
  label: { one: 'News item', many: 'News' },
  recordRepresentation: 'title',
  icon: 'NewspaperOutlined',
  menu: { group: 'support', order: 90 },
  routes: { list: '/support/news', edit: '/support/news-item/:id?' },
  api: { rest: '/news' },
  fields: [
    idField,
    { source: 'title', label: 'Title', kind: 'text', required: true, minLength: 3, maxLength: 200 },
    { source: 'body', label: 'Body', kind: 'text', required: true, maxLength: 10000, multiline: true },
    { source: 'audience', label: 'Audience', kind: 'enum', choices: NEWS_AUDIENCES, required: true },
    { source: 'publishFrom', label: 'Publish from', kind: 'datetime', required: true },
    {
      source: 'publishUntil',
      label: 'Publish until',
      kind: 'datetime',
      notBefore: 'publishFrom',
      helperText: 'Empty: published until removed',
    },
    { source: 'publishedNow', label: 'Published now', kind: 'boolean', readOnly: true, derived: true },
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
  ],
  list: {
    columns: ['title', 'audience', 'publishFrom', 'publishUntil', 'publishedNow'],
    filters: [
      {
        source: 'q',
        label: 'Title',
        kind: 'text',
        alwaysOn: true,
        search: { fields: ['title'], match: 'contains' },
      },
      { source: 'audience', label: 'Audience', kind: 'enum', choices: NEWS_AUDIENCES, alwaysOn: true },
    ],
    sort: { field: 'publishFrom', order: 'DESC' },
  },
  form: {
    sections: [
      { label: 'News', fields: ['id', 'title', 'body', 'audience'] },
      { label: 'Published', fields: ['publishFrom', 'publishUntil', 'publishedNow', 'createdAt'] },
    ],
  },
  access: {
    page: OPEN,
    list: OPEN,
    create: AUDIENCE_SUPPORT,
    edit: AUDIENCE_SUPPORT,
    delete: AUDIENCE_SUPPORT,
  },
  auditTarget: 'news',
};

export default news;
