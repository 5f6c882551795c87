import { describe, expect, it } from 'vitest';
import { generatePath } from './generatePath';

describe('generatePath', () => {
  it('fills params in and drops an absent optional one', () => {
    expect(generatePath('/member/:id?', { id: '7' })).toBe('/member/7');
    expect(generatePath('/member/:id?', {})).toBe('/member');
    expect(generatePath('/member/:id/notes', { id: 3 })).toBe('/member/3/notes');
    expect(generatePath('/account/:id', { id: 'a/b c' })).toBe('/account/a%2Fb%20c');
  });

  it('puts the splat at the end', () => {
    expect(generatePath('/files/*', { '*': 'a/b.txt' })).toBe('/files/a/b.txt');
    expect(generatePath('/files/*')).toBe('/files');
  });

  it('names a missing required param', () => {
    expect(() => generatePath('/member/:id', {})).toThrow('needs the param "id"');
  });
});
