import { localStorageStore } from 'ra-core';
import { withSidebarKey } from '../layout/sidebar/withSidebarKey';

/** react-admin's store (list parameters, preferences) in localStorage, the sidebar under the dashboard's own key. */
export const appStore = withSidebarKey(localStorageStore(undefined, 'wse'));
