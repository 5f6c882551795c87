// react-admin names a resource or a field it has no label for with inflection (9 kB of every signed-in page's JS,
// most of it English plural rules for ~300 uncountable words). The dashboard names every resource and field, so
// those names are only fallbacks: underscore, humanize and capitalize here are inflection's own, and pluralize and
// singularize follow the common English rules (inflection.test.ts holds them to inflection's answers).

const UNCOUNTABLE = new Set([
  'deer',
  'equipment',
  'information',
  'money',
  'news',
  'rice',
  'series',
  'sheep',
  'software',
  'species',
  'traffic',
]);

type Rule = [RegExp, string];

const PLURAL: Rule[] = [
  [/(m)an$/i, '$1en'],
  [/(pe)rson$/i, '$1ople'],
  [/(child)$/i, '$1ren'],
  [/^(ox)$/i, '$1en'],
  [/(quiz)$/i, '$1zes'],
  [/(matr|vert|ind)(?:ix|ex)$/i, '$1ices'],
  [/(x|ch|ss|sh)$/i, '$1es'],
  [/([^aeiouy]|qu)y$/i, '$1ies'],
  [/(hive)$/i, '$1s'],
  [/(?:([^f])fe|([l])f)$/i, '$1$2ves'],
  [/(?:([r])f)$/i, '$1ves'],
  [/sis$/i, 'ses'],
  [/(buffal|tomat|potat)o$/i, '$1oes'],
  [/(alias|status|us)$/i, '$1es'],
  [/s$/i, 's'],
  [/$/, 's'],
];

const SINGULAR: Rule[] = [
  [/(m)en$/i, '$1an'],
  [/(pe)ople$/i, '$1rson'],
  [/(child)ren$/i, '$1'],
  [/^(ox)en$/i, '$1'],
  [/(quiz)zes$/i, '$1'],
  [/(matr)ices$/i, '$1ix'],
  [/(vert|ind)ices$/i, '$1ex'],
  [/(alias|status|us)es$/i, '$1'],
  [/(cris)es$/i, '$1is'],
  [/(o)es$/i, '$1'],
  [/(x|ch|ss|sh)es$/i, '$1'],
  [/(m)ovies$/i, '$1ovie'],
  [/([^aeiouy]|qu)ies$/i, '$1y'],
  [/([lr])ves$/i, '$1f'],
  [/(hive)s$/i, '$1'],
  [/([^f])ves$/i, '$1fe'],
  [/(alias|is|us|ss)$/i, '$1'],
  [/s$/i, ''],
];

const applyRules = (word: string, rules: Rule[]) => {
  if (UNCOUNTABLE.has(word.toLowerCase())) return word;
  const rule = rules.find(([pattern]) => pattern.test(word));
  return rule ? word.replace(rule[0], rule[1]) : word;
};

export const pluralize = (word: string, plural?: string) => plural ?? applyRules(word, PLURAL);

export const singularize = (word: string, singular?: string) => singular ?? applyRules(word, SINGULAR);

export const inflect = (word: string, count: number, singular?: string, plural?: string) =>
  Number.isNaN(count) ? word : count === 1 ? singularize(word, singular) : pluralize(word, plural);

export const capitalize = (text: string) => {
  const lower = text.toLowerCase();
  return lower.substring(0, 1).toUpperCase() + lower.substring(1);
};

export const underscore = (text: string, allUpperCase?: boolean) =>
  allUpperCase && text === text.toUpperCase()
    ? text
    : text
        .split('::')
        .map((part) => part.replace(/([A-Z])/g, '_$1').replace(/^_/, ''))
        .join('/')
        .toLowerCase();

export const humanize = (text: string, lowFirstLetter?: boolean) => {
  const words = text
    .toLowerCase()
    .replace(/(_ids|_id)$/g, '')
    .replace(/_/g, ' ');
  return lowFirstLetter ? words : capitalize(words);
};

const STEPS: Record<string, (text: string) => string> = {
  pluralize,
  singularize,
  capitalize,
  underscore,
  humanize,
};

export const transform = (text: string, steps: string[]) =>
  steps.reduce((result, step) => {
    const apply = STEPS[step];
    if (!apply) throw new Error(`The inflection shim (src/lib/shims/inflection.ts) has no "${step}"`);
    return apply(result);
  }, text);
