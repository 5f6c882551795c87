/** Whether a job is still to end: queued or running. */
export function isActiveJob(job: { status: string } | null | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}
