import type { FieldDefinition } from '../contract/FieldDefinition';

/** The one input of a review that is done once and explained (a release, a resolve, a chat review). */
export const noteForm: readonly FieldDefinition[] = [
  { source: 'note', label: 'Note', kind: 'text', required: true, minLength: 3, maxLength: 500 },
];
