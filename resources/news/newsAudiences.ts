import type { Choice } from '../../contract/FieldDefinition';

/** Whom a news item is shown to. */
export const NEWS_AUDIENCES: readonly Choice[] = [
  { id: 'performers', name: 'Performers' },
  { id: 'studios', name: 'Studios' },
  { id: 'all', name: 'Performers and studios' },
];
