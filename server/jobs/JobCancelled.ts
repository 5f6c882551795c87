/** Thrown inside a job's work once the job was cancelled: the run stops there and the job stays cancelled. */
export class JobCancelled extends Error {
  constructor(id: number) {
    super(`Job ${id} was cancelled`);
    this.name = 'JobCancelled';
  }
}
