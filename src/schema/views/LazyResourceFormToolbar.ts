import { lazyExport } from '../../lib/lazyExport';

/**
 * A record form's buttons, drawn in the form's later render (ResourceForm): their code (react-admin's save and
 * delete hooks, the record actions and their confirmations) follows the fields, which show without it. The screens
 * ask for it as that render starts (their LaterScope's code).
 */
export const LazyResourceFormToolbar = lazyExport(() =>
  import('./ResourceFormToolbar').then((module) => module.ResourceFormToolbar),
);
