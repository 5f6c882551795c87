import { LogTailView } from './LogTailView';

/**
 * /tech/errors ('Errors'): the server's own errors and warnings (every failed request its error handler logs,
 * every error or warning its loggers write, with the stack), filtered, paged back and tailed live.
 */
export default function ErrorLogPage() {
  return (
    <LogTailView
      kind="errors"
      title="Errors"
      intro="The server's own errors and warnings: failed requests with their method, address and stack, and what its loggers report."
    />
  );
}
