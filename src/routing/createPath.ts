import type { RouterLocation } from 'ra-core';

/**
 * A location as the string a link points at.
 *
 * @example
 * createPath({ pathname: '/admin/accounts', search: '?page=2', hash: '' }); // '/admin/accounts?page=2'
 */
export function createPath({ pathname, search, hash }: RouterLocation) {
  return pathname + search + hash;
}
