import { createRoot } from 'react-dom/client';
import { Admin, Resource } from 'react-admin';
import { AccountList } from './AccountList';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { MemberList } from './MemberList';

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth disableTelemetry>
    <Resource name="accounts" list={AccountList} />
    <Resource name="members" list={MemberList} />
  </Admin>,
);
