import type { Db } from '../Db';
import { seoCategories, type SeoRule } from '../schema/seo';
import type { PlatformCompanies } from './platformCompanies';
import { PlatformRandom } from './platformRandom';

const CATEGORIES = [
  ['Girls', 'girls'],
  ['Guys', 'guys'],
  ['Couples', 'couples'],
  ['Trans', 'trans'],
  ['Mature', 'mature'],
  ['Newcomers', 'new'],
  ['Blonde', 'blonde'],
  ['Brunette', 'brunette'],
  ['Redhead', 'redhead'],
  ['Asian', 'asian'],
  ['Latina', 'latina'],
  ['Ebony', 'ebony'],
  ['Petite', 'petite'],
  ['Curvy', 'curvy'],
  ['Tattoos', 'tattoos'],
  ['Fetish', 'fetish'],
  ['Dutch speaking', 'nl'],
  ['German speaking', 'de'],
  ['Top rated', 'top'],
  ['Online now', 'online'],
  ['Performer profiles', 'profile'],
] as const;

/** The demo SEO categories: one per theme, each with one to four rules across the whitelabel sites. */
export async function seedSeoCategories(db: Db, companies: PlatformCompanies): Promise<void> {
  // Its own sequence, so the seeders after it draw the same data as before bonuses and SEO existed.
  const random = new PlatformRandom(24_200);
  if (companies.whitelabels.length === 0) return;
  await db.insert(seoCategories).values(
    CATEGORIES.map(([name, slug]) => {
      const patterns = [`/${slug}`, `/${slug}/:page`, `/cams/${slug}/*`, `/${slug}/:tag/live`];
      const rules: SeoRule[] = patterns.slice(0, random.int(1, 4)).map((pathPattern, index) => ({
        site: random.pick(companies.whitelabels).id,
        pathPattern,
        title: `${name} live cams${index > 0 ? ` – page ${index + 1}` : ''}`,
        ...(random.chance(0.8)
          ? { description: `Watch ${name.toLowerCase()} performers live on cam, chat and tip them now.` }
          : {}),
      }));
      return { name, rules };
    }),
  );
}
