import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { useNavigate } from '../../routing/useNavigate';
import { useParams } from '../../routing/useParams';
import type { JobView } from '../../../contract/jobs/jobApi';
import { WHITELABEL_BUILD, WHITELABEL_DEPLOY } from '../../../contract/whitelabels/whitelabelAccess';
import {
  configResponse,
  deploymentListResponse,
  siteDeploymentStatus,
  siteListResponse,
  siteOfJob,
  type SiteDeploymentStatus,
  type WhitelabelConfigInput,
} from '../../../contract/whitelabels/whitelabelBuilderApi';
import { useAccess } from '../../auth/useAccess';
import { call } from '../../transport/call';
import { useJobProgress } from '../../transport/useJobProgress';
import { isActiveJob } from '../../../contract/jobs/isActiveJob';

/** A missed socket event (a reconnect, or a viewer the events do not reach) is healed by this refresh. */
const RUNNING_REFRESH_MS = 5_000;

/** The builder's address of a site: /partner/{partner}/whitelabel/{name}. */
export function builderPath(partner: number | null | undefined, name?: string): string {
  const base = partner ? `/partner/${partner}/whitelabel` : '/partner/whitelabel';
  return name === undefined ? base : `${base}/${encodeURIComponent(name)}`;
}

/** The job's place in the status: replaced by its new state, or added; an ended job leaves. */
function withJob(status: SiteDeploymentStatus, job: JobView): SiteDeploymentStatus {
  const others = status.jobs.filter((known) => known.id !== job.id);
  return { ...status, jobs: isActiveJob(job) ? [...others, job] : others };
}

/** Field problems of a refused save (400 or 409 with `fields`), by field. */
function fieldsOf(error: unknown): Record<string, string> {
  const fields = error instanceof HttpError ? (error.body as { fields?: unknown } | null)?.fields : null;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}

/**
 * The whitelabel builder (/partner/{id?}/whitelabel/{name?}): the partner's sites, the chosen site's configuration
 * and its saving (or a new site's creation), build and deploy as jobs whose progress arrives over the socket, the
 * site's live status (`GET /deployment/status` over the socket) and its deployment history with rollback.
 *
 * @example
 * const { sites, site, config, status, history, save, build, deploy, rollBack } = useWhitelabelBuilderController();
 */
export function useWhitelabelBuilderController() {
  const params = useParams();
  const partner = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  /** The last build or deploy of a site that ended while the page was open, by site. */
  const [ended, setEnded] = useState<Record<number, JobView>>({});
  const canConfigure = useAccess({ resource: 'whitelabelBuilder', action: 'configure' }).canAccess === true;
  const canDeploy = useAccess({ resource: 'whitelabelBuilder', action: 'deploy' }).canAccess === true;

  const sites = useQuery({
    queryKey: ['whitelabel-sites', partner ?? null],
    queryFn: async () =>
      siteListResponse.parse(
        await call('GET', '/whitelabel-builder/sites', partner === undefined ? {} : { partner }),
      ).data,
  });
  const site =
    params.name === undefined ? null : (sites.data?.find((row) => row.name === params.name) ?? null);
  const siteId = site?.id ?? null;

  const config = useQuery({
    enabled: siteId !== null,
    queryKey: ['whitelabel-config', siteId],
    queryFn: async () => configResponse.parse(await call('GET', `/whitelabel-builder/site/${siteId}`)).data,
  });
  const status = useQuery({
    enabled: siteId !== null,
    queryKey: ['whitelabel-status', siteId],
    queryFn: async () =>
      siteDeploymentStatus.parse(
        (await call<{ site: unknown }>('GET', '/deployment/status', { site: siteId })).site,
      ),
    refetchInterval: (query) => ((query.state.data?.jobs.length ?? 0) > 0 ? RUNNING_REFRESH_MS : false),
  });
  const history = useQuery({
    enabled: siteId !== null,
    queryKey: ['whitelabel-history', siteId],
    queryFn: async () =>
      deploymentListResponse.parse(await call('GET', '/deployment/history', { site: siteId })).data,
  });

  useJobProgress([WHITELABEL_BUILD, WHITELABEL_DEPLOY], (job) => {
    const about = siteOfJob(job);
    if (about === null) return;
    queryClient.setQueryData(['whitelabel-status', about], (current: SiteDeploymentStatus | undefined) =>
      current ? withJob(current, job) : current,
    );
    if (!isActiveJob(job) || job.status === 'running') {
      void queryClient.invalidateQueries({ queryKey: ['whitelabel-history', about] });
    }
    if (!isActiveJob(job)) {
      setEnded((current) => ({ ...current, [about]: job }));
      void queryClient.invalidateQueries({ queryKey: ['whitelabel-status', about] });
      void queryClient.invalidateQueries({ queryKey: ['whitelabel-sites'] });
    }
  });

  const failed = (error: Error) => notify(error.message, { type: 'error' });
  const refreshSite = () =>
    Promise.all(
      ['whitelabel-status', 'whitelabel-history'].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key, siteId] }),
      ),
    );

  const save = useMutation({
    mutationFn: async (input: WhitelabelConfigInput) => {
      if (creating || siteId === null)
        return configResponse.parse(await call('POST', '/whitelabel-builder/sites', { partner, ...input }))
          .data;
      const version = config.data?.version ?? 0;
      return configResponse.parse(
        await call('PUT', `/whitelabel-builder/site/${siteId}`, { version, ...input }),
      ).data;
    },
    onSuccess: (saved) => {
      notify(creating ? 'Site created' : 'Configuration saved', { type: 'success' });
      setCreating(false);
      queryClient.setQueryData(['whitelabel-config', saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: ['whitelabel-sites'] });
      if (saved.name !== params.name) navigate(builderPath(saved.partner, saved.name), { replace: true });
    },
    onError: (error: Error) => {
      if (Object.keys(fieldsOf(error)).length === 0) failed(error);
    },
  });
  const build = useMutation({
    mutationFn: () => call<{ job: JobView }>('POST', '/phx/build', { site: siteId }),
    onSuccess: () => void refreshSite(),
    onError: failed,
  });
  const deploy = useMutation({
    mutationFn: () => call('POST', '/phx/deploy', { site: siteId }),
    onSuccess: () => void refreshSite(),
    onError: failed,
  });
  const rollBack = useMutation({
    mutationFn: (buildId: number) => call('POST', '/deployment/rollback', { site: siteId, build: buildId }),
    onSuccess: () => void refreshSite(),
    onError: failed,
  });

  return {
    partner,
    siteName: params.name ?? null,
    sites,
    site,
    config,
    status,
    history,
    /** The last build or deploy of this site that ended while the page was open. */
    lastEnded: siteId === null ? null : (ended[siteId] ?? null),
    creating,
    startCreating: () => {
      save.reset();
      setCreating(true);
    },
    stopCreating: () => setCreating(false),
    choose: (name: string) => {
      setCreating(false);
      save.reset();
      const chosen = sites.data?.find((row) => row.name === name);
      navigate(builderPath(partner ?? chosen?.partner, name));
    },
    save,
    /** What the server said about each field of the last save. */
    saveProblems: fieldsOf(save.error),
    build,
    deploy,
    rollBack,
    canConfigure,
    canDeploy,
  } as const;
}
