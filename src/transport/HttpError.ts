/** The one error type of the call layer: the server's message, the HTTP status and the body it sent. */
export class HttpError extends Error {
  constructor(
    message: string,
    public status: number,
    public body?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
