import { Suspense } from 'react';
import { afterFirstContent } from '../lib/firstContent';
import { lazyExport } from '../lib/lazyExport';

// react-admin's Notification is a Snackbar (with its transition and click-away listener) no first page shows. What
// is notified before it is in waits in react-admin's notification context, which it empties once rendered.
const NotificationSnackbar = lazyExport(
  afterFirstContent(() => import('./NotificationSnackbar').then((module) => module.NotificationSnackbar)),
);

/** The app's snackbar for notifications (useNotify), fetched once the first content is shown. */
export function DashboardNotification() {
  return (
    <Suspense fallback={null}>
      <NotificationSnackbar />
    </Suspense>
  );
}
