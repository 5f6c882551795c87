import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, Resource } from 'react-admin';
import { AccountList } from './AccountList';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { MemberList } from './MemberList';

// The area bench's screens load when opened (react-admin's documented code splitting), so the lines that measure
// the accounts and members lists compare against the same stock bundle as before those screens were added.
const MemberEdit = lazy(() => import('./MemberEdit').then((module) => ({ default: module.MemberEdit })));
const InvoiceList = lazy(() => import('./InvoiceList').then((module) => ({ default: module.InvoiceList })));

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth disableTelemetry>
    <Resource name="accounts" list={AccountList} />
    <Resource name="members" list={MemberList} />
    {/* Its own name, so the members list above keeps its rows unclickable, as the 1,000-row bench measured it. */}
    <Resource name="member" edit={MemberEdit} />
    <Resource name="invoices" list={InvoiceList} />
  </Admin>,
);
