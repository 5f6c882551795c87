import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DashboardModuleKey } from '../../../../contract/dashboard/dashboardModules';
import { moduleDataQuery } from './moduleDataQuery';

/**
 * A module's data from its one call (the catalogue's `call`), read as its schema says; not asked while `enabled`
 * is false (the person lacks the module's role).
 *
 * @example
 * const signups = useModuleData('signups-today', signupsTodayResponse, allowed);
 */
export function useModuleData<T>(key: DashboardModuleKey, schema: z.ZodType<T>, enabled = true) {
  return useQuery({ ...moduleDataQuery(key, schema), enabled });
}
