import { z } from 'zod';
import { jobView } from '../jobs/jobApi';
import { WHITELABEL_BUILD, WHITELABEL_DEPLOY } from './whitelabelAccess';

export const WHITELABEL_THEMES = [
  { id: 'classic', name: 'Classic' },
  { id: 'dark', name: 'Dark' },
  { id: 'velvet', name: 'Velvet' },
  { id: 'neon', name: 'Neon' },
  { id: 'pastel', name: 'Pastel' },
] as const;

/** The site locales (the same as the locale choices of resources/choices.ts; a test keeps them equal). */
export const WHITELABEL_LOCALES = [
  { id: 'en', name: 'English' },
  { id: 'nl', name: 'Dutch' },
  { id: 'de', name: 'German' },
  { id: 'fr', name: 'French' },
  { id: 'es', name: 'Spanish' },
  { id: 'it', name: 'Italian' },
] as const;

/** The /phx templates a site is built from (docs/product.md#calls: /phx/... templates). */
export const PHX_TEMPLATES = [
  { id: 'phx/home', name: 'Home page' },
  { id: 'phx/performer-list', name: 'Performer list' },
  { id: 'phx/performer-profile', name: 'Performer profile' },
  { id: 'phx/live-room', name: 'Live room' },
  { id: 'phx/signup', name: 'Sign-up' },
  { id: 'phx/payment', name: 'Payment' },
  { id: 'phx/email-welcome', name: 'Welcome email' },
] as const;

const ids = <T extends readonly { id: string }[]>(choices: T) =>
  choices.map((choice) => choice.id) as [T[number]['id'], ...T[number]['id'][]];

/** A host name: labels of letters, digits and hyphens (not at either end), at least two of them. */
const DOMAIN = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;
const PRODUCT_GROUP = /^[a-z0-9][a-z0-9-]{1,63}$/;

/** What a site's configuration is: the form's fields, checked alike by the page and the server. */
export const whitelabelConfigFields = {
  name: z
    .string('Site name is required')
    .trim()
    .min(2, 'Site name must be at least 2 characters')
    .max(120, 'Site name must be at most 120 characters'),
  domain: z
    .string('Domain is required')
    .trim()
    .toLowerCase()
    .max(253, 'Domain must be at most 253 characters')
    .regex(DOMAIN, 'Domain must be a host name such as cams.example.com'),
  theme: z.enum(ids(WHITELABEL_THEMES), 'Choose a theme'),
  /** The stored logo (`image:12`), a new upload (a `data:` URL, checked against the image limits), or none. */
  logo: z
    .string('Logo must be an uploaded image')
    .max(7_000_000, 'Logo is too large')
    .regex(/^(image:\d{1,10}|data:[\w/+.-]+;base64,[A-Za-z0-9+/=]*)$/, 'Logo must be an uploaded image')
    .nullable(),
  locales: z
    .array(z.enum(ids(WHITELABEL_LOCALES), 'Unknown locale'), 'Choose at least one locale')
    .min(1, 'Choose at least one locale')
    .max(WHITELABEL_LOCALES.length),
  productGroup: z
    .string('Product group is required')
    .trim()
    .regex(
      PRODUCT_GROUP,
      'Product group must be 2-64 lowercase letters, digits or hyphens, such as wl-velvet-nl',
    ),
  templates: z
    .array(z.enum(ids(PHX_TEMPLATES), 'Unknown template'), 'Choose at least one template')
    .min(1, 'Choose at least one template')
    .max(PHX_TEMPLATES.length),
};

/** POST /whitelabel-builder/sites: a new site of a partner with its configuration. */
export const whitelabelCreateBody = z
  .object({ partner: z.number().int().min(1).max(2_147_483_647), ...whitelabelConfigFields })
  .strict();
/** PUT /whitelabel-builder/site/:id: the whole configuration, with the version it was read at. */
export const whitelabelUpdateBody = z
  .object({ version: z.number().int().min(0).max(2_147_483_647), ...whitelabelConfigFields })
  .strict();

export type WhitelabelConfigInput = z.input<z.ZodObject<typeof whitelabelConfigFields>>;

/** A site's configuration as the builder shows it (`version` 0: never saved, the defaults are shown). */
export const whitelabelConfigView = z.object({
  id: z.number().int(),
  partner: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  name: z.string(),
  domain: z.string(),
  theme: z.string(),
  logo: z.string().nullable(),
  /** The stored logo as a `data:` URL, to show it. */
  logoUrl: z.string().nullable(),
  locales: z.array(z.string()),
  productGroup: z.string(),
  templates: z.array(z.string()),
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type WhitelabelConfig = z.infer<typeof whitelabelConfigView>;

export const buildView = z.object({
  id: z.number().int(),
  site: z.number().int(),
  number: z.number().int(),
  hash: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type WhitelabelBuild = z.infer<typeof buildView>;

export const DEPLOYMENT_STATUSES = ['running', 'live', 'superseded', 'failed', 'cancelled'] as const;

export const deploymentView = z.object({
  id: z.number().int(),
  site: z.number().int(),
  build: buildView,
  kind: z.enum(['deploy', 'rollback']),
  status: z.enum(DEPLOYMENT_STATUSES),
  job: z.number().int().nullable(),
  error: z.string().nullable(),
  startedBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type WhitelabelDeployment = z.infer<typeof deploymentView>;

/** One site in the builder's chooser: what it is and what runs on it. */
export const siteSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  partner: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  configured: z.boolean(),
  liveBuild: z.number().int().nullable(),
});
export type WhitelabelSiteSummary = z.infer<typeof siteSummary>;

/** A site's deployment status: what is live, what runs (a deployment, a build), the latest build. */
export const siteDeploymentStatus = z.object({
  site: z.number().int(),
  live: deploymentView.nullable(),
  running: deploymentView.nullable(),
  latestBuild: buildView.nullable(),
  /** The site's build and deploy jobs still queued or running. */
  jobs: z.array(jobView),
});
export type SiteDeploymentStatus = z.infer<typeof siteDeploymentStatus>;

export const siteListResponse = z.object({ data: z.array(siteSummary) });
export const configResponse = z.object({ data: whitelabelConfigView });
export const buildListResponse = z.object({ data: z.array(buildView) });
export const deploymentListResponse = z.object({ data: z.array(deploymentView) });
export const localesResponse = z.object({ id: z.number().int(), locales: z.array(z.string()) });
export const templatesResponse = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const deploymentStartResponse = z.object({ deployment: deploymentView, job: jobView });

/** The steps of a build job, in order: its progress counts them (done of total). */
export const BUILD_STEPS = [
  'Checking the configuration',
  'Rendering the templates',
  'Bundling the assets',
  'Writing the manifest',
] as const;

/** The steps of a deploy job, in order. */
export const DEPLOY_STEPS = [
  'Uploading the artefact',
  'Warming the CDN',
  'Switching the site to the build',
  'Checking the site',
] as const;

/** What a build or deploy job carries. */
export interface WhitelabelJobData {
  site: number;
  /** A deploy's deployment row. */
  deployment?: number;
}

/** The site a builder job is about, if `job` is one. */
export function siteOfJob(job: { kind: string; data: unknown }): number | null {
  if (job.kind !== WHITELABEL_BUILD && job.kind !== WHITELABEL_DEPLOY) return null;
  const site = (job.data as Partial<WhitelabelJobData> | null)?.site;
  return typeof site === 'number' ? site : null;
}
