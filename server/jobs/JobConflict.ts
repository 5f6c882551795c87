/** A change to a job its state or another job forbids (the route answers 409 with the message). */
export class JobConflict extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobConflict';
  }
}
