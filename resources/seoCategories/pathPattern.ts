const SEGMENT = '(?:[A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9_]*|\\*)';

/**
 * A site path an SEO rule matches: from the root, each part a word, a `:name` placeholder or `*`
 * (`/girls/:tag`, `/cams/*`, `/`).
 */
export const PATH_PATTERN = {
  regex: `^/(?:${SEGMENT}(?:/${SEGMENT})*/?)?$`,
  message: 'a path from / whose parts are words, :name placeholders or * (such as /girls/:tag)',
};
