import LockIcon from '@mui/icons-material/LockOutlined';
import { Alert } from '@mui/material';
import type { ComponentType } from 'react';
import { usePermissions } from 'react-admin';
import { holdsAny } from '../../../../contract/canAccess';
import type { DashboardModule, DashboardModuleKey } from '../../../../contract/dashboard/dashboardModules';
import { roleNeedText } from '../../../../contract/roleNeedText';
import { AuditEventsModule } from './AuditEventsModule';
import { LiveCamsModule } from './LiveCamsModule';
import { MediaQueueModule } from './MediaQueueModule';
import { PayoutsDueModule } from './PayoutsDueModule';
import { RevenueTodayModule } from './RevenueTodayModule';
import { SignupsTodayModule } from './SignupsTodayModule';

const BODIES: Record<DashboardModuleKey, ComponentType> = {
  'live-cams': LiveCamsModule,
  'signups-today': SignupsTodayModule,
  'revenue-today': RevenueTodayModule,
  'media-queue': MediaQueueModule,
  'payouts-due': PayoutsDueModule,
  'audit-events': AuditEventsModule,
};

/** A module's content, or, without the role its data needs, which role that is (and nothing is asked). */
export function ModuleBody({ module }: { module: DashboardModule }) {
  const { permissions, isPending } = usePermissions<unknown>();
  if (isPending) return null;
  const roles = Array.isArray(permissions) ? permissions.filter((role) => typeof role === 'string') : [];
  if (!holdsAny(roles, module.role))
    return (
      <Alert severity="info" icon={<LockIcon fontSize="inherit" />}>
        Needs the role {roleNeedText(module.role)}.
      </Alert>
    );
  const Body = BODIES[module.key];
  return <Body />;
}
