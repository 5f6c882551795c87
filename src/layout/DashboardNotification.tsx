import { useNotificationContext } from 'ra-core';
import { Suspense, useState } from 'react';
import { lazyExport } from '../lib/lazyExport';
import { usePreloadAfterFirstContent } from '../lib/usePreloadAfterFirstContent';

// react-admin's Notification is a Snackbar (with its transition and click-away listener) no first page shows. What
// is notified before it is in waits in react-admin's notification context, which it empties once rendered.
const NotificationSnackbar = lazyExport(() =>
  import('./NotificationSnackbar').then((module) => module.NotificationSnackbar),
);

/**
 * The app's snackbar for notifications (useNotify): its code is fetched once the first content is shown, or at once
 * when something is notified before (a public page, which never marks its content shown, notifies too).
 */
export function DashboardNotification() {
  const { notifications } = useNotificationContext();
  // Once rendered it stays: it takes the notifications out of the context as it shows them.
  const [needed, setNeeded] = useState(false);
  if (notifications.length > 0 && !needed) setNeeded(true);
  usePreloadAfterFirstContent(NotificationSnackbar);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationSnackbar />
    </Suspense>
  ) : null;
}
