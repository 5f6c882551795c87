// `npm run docs:api`: rewrites docs/API.md's generated tables from the definitions.
import { readFileSync, writeFileSync } from 'node:fs';
import { registry } from '../resources';
import { apiDoc } from './apiDoc';

const path = new URL('../docs/API.md', import.meta.url);
const before = readFileSync(path, 'utf8');
const after = apiDoc(before, registry);
writeFileSync(path, after);
console.log(after === before ? 'docs/API.md was up to date' : 'docs/API.md rewritten from the definitions');
