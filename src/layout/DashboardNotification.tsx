import { Notification } from 'react-admin';

/** Error, success and notice snackbars stay 6 seconds (spec §9). */
export function DashboardNotification() {
  return <Notification autoHideDuration={6000} />;
}
