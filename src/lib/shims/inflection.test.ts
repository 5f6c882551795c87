import * as inflection from 'inflection';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../resources';
import * as shim from './inflection';

// Where inflection's answer is sensible English (not for 'axis', 'analysis' or 'shoe', say).
const nouns = [
  ...registry.map((definition) => definition.name),
  ...[
    'account',
    'category',
    'box',
    'church',
    'wife',
    'half',
    'person',
    'woman',
    'child',
    'status',
    'alias',
    'key',
  ],
  ...[
    'bus',
    'bonus',
    'tomato',
    'matrix',
    'index',
    'vertex',
    'crisis',
    'quiz',
    'ox',
    'day',
    'hive',
    'movie',
    'photo',
  ],
  ...['news', 'money', 'series', 'species', 'sheep', 'deer', 'equipment', 'information', 'software', 'video'],
  ...[
    'invoice',
    'payout',
    'chat',
    'report',
    'reservation',
    'tariff',
    'wallet',
    'family',
    'studio',
    'log',
    'address',
  ],
];

// The shim stands in for inflection in the app's build (vite.config.ts).
describe('inflection shim', () => {
  it.each(nouns)('makes %s plural and singular as inflection does', (noun) => {
    const plural = inflection.pluralize(noun);
    expect(shim.pluralize(noun)).toBe(plural);
    expect(shim.singularize(plural)).toBe(inflection.singularize(plural));
    expect(shim.inflect(noun, 1)).toBe(inflection.inflect(noun, 1));
    expect(shim.inflect(noun, 3)).toBe(inflection.inflect(noun, 3));
  });

  it.each(['firstName', 'details.country', 'account_id', 'HTTPStatus', 'Admin::UserRoles', 'tag_ids', 'a'])(
    'turns the field %s into the label inflection does',
    (source) => {
      const label = inflection.transform(source.replace(/\./g, ' '), ['underscore', 'humanize']);
      expect(shim.transform(source.replace(/\./g, ' '), ['underscore', 'humanize'])).toBe(label);
      expect(shim.capitalize(source)).toBe(inflection.capitalize(source));
      expect(shim.humanize(source, true)).toBe(inflection.humanize(source, true));
    },
  );

  it('names a step it does not have', () => {
    expect(() => shim.transform('x', ['dasherize'])).toThrow('has no "dasherize"');
  });
});
