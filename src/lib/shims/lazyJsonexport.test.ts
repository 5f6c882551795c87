import { describe, expect, it } from 'vitest';
import jsonExport from './lazyJsonexport';

describe('lazyJsonexport', () => {
  it('loads jsonexport on its first call and calls back with the CSV, as react-admin calls it', async () => {
    const csv = await new Promise((resolve, reject) =>
      jsonExport([{ id: 1, name: 'Ann' }], (error: Error | null, text: string) =>
        error ? reject(error) : resolve(text),
      ),
    );
    expect(csv).toBe('id,name\n1,Ann');
  });
});
