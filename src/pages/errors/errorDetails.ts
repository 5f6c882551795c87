/**
 * The status and message an error page shows: the error's own HTTP status when it has one, 500 otherwise
 * (an unknown middleware or a crash), and 'Error' when there is no message (docs/product.md#errors).
 *
 * @example
 * errorDetails(new HttpError('Not found', 404)); // { status: 404, message: 'Not found' }
 */
export function errorDetails(error: unknown): { status: number; message: string } {
  const status = (error as { status?: unknown } | null)?.status;
  const message = error instanceof Error ? error.message : '';
  return {
    status: typeof status === 'number' && status >= 400 && status < 600 ? status : 500,
    message: message || 'Error',
  };
}
