import { z } from 'zod';

/** What the Deployments page lists: the platform's own deployments, whitelabel builds and their deployments. */
export const DEPLOYMENT_KINDS = ['platform', 'whitelabel-build', 'whitelabel-deploy'] as const;

/** Rows one page of the deployments list holds. */
export const DEPLOYMENTS_PAGE = 25;

/**
 * One deployment or build, newest first: `subject` is the environment (platform) or the site (whitelabel),
 * `version` the package version or the build number, `status` the source's own word for it (a platform
 * deployment: running, succeeded, failed, rolled-back; a whitelabel deployment: running, live, superseded, failed,
 * cancelled; a build: built, or its job's queued, running, failed, cancelled), `action` a deploy or a rollback.
 */
export const deploymentRow = z.object({
  kind: z.enum(DEPLOYMENT_KINDS),
  id: z.number().int(),
  subject: z.string(),
  version: z.string(),
  status: z.string(),
  action: z.string().nullable(),
  startedBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  job: z.number().int().nullable(),
  error: z.string().nullable(),
});

/** GET /deployments: one page and the total of rows matching the kind. */
export const deploymentListResponse = z.object({
  data: z.array(deploymentRow),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

export type DeploymentKind = (typeof DEPLOYMENT_KINDS)[number];
export type DeploymentRow = z.infer<typeof deploymentRow>;
export type DeploymentListResponse = z.infer<typeof deploymentListResponse>;

/** The socket's GET /deployment/status without `site`: what this API instance runs, and since when. */
export const serverStatus = z.object({
  version: z.string(),
  environment: z.string(),
  node: z.string(),
  instanceId: z.string(),
  startedAt: z.string(),
  uptimeSeconds: z.number(),
  database: z.string(),
  databaseVersion: z.string(),
  redis: z.boolean(),
  connections: z.number().int(),
});

export type ServerStatus = z.infer<typeof serverStatus>;

/**
 * The socket's `deployment-update`, to every signed-in socket: a whitelabel build or deployment job changed state
 * (the Deployments page reads its page again). Nothing in it needs a role: the kind, the job and its status.
 */
export const deploymentUpdate = z.object({
  kind: z.string(),
  job: z.number().int(),
  status: z.string(),
});

export type DeploymentUpdate = z.infer<typeof deploymentUpdate>;
