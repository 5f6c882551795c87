import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One SEO rule of a category: the page title and description a site gives the paths matching its pattern. */
export interface SeoRule {
  title: string;
  description?: string;
  pathPattern: string;
  site: number;
}

/** SEO categories, each with its rules (one jsonb array: they are always read and written with the category). */
export const seoCategories = pgTable('seo_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  rules: jsonb('rules').$type<SeoRule[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
