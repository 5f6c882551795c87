import { Notification } from 'react-admin';

/** Error, success and notice snackbars stay 6 seconds (docs/product.md#constants). */
export function NotificationSnackbar() {
  return <Notification autoHideDuration={6000} />;
}
