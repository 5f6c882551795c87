// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../resources';
import { apiDoc } from './apiDoc';

describe('docs/API.md', () => {
  it('lists every declared call, its role and every masked field as the definitions say', () => {
    const doc = readFileSync(new URL('../docs/API.md', import.meta.url), 'utf8');
    expect(apiDoc(doc, registry), 'docs/API.md differs from the definitions: run `npm run docs:api`').toBe(
      doc,
    );
  });
});
