import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { DASHBOARD_MODULES, type DashboardModuleKey } from '../../../contract/dashboard/dashboardModules';
import {
  HOME_LAYOUT_KEY,
  defaultHomeLayout,
  mergeHomeLayout,
  withModule,
  withoutModule,
  type HomeLayout,
} from '../../../contract/dashboard/homeLayout';
import { homePreferencesQuery, type Preferences } from './homePreferencesQuery';
import { call } from '../../transport/call';
import { nudged, withGridLayout, type Nudge } from './gridLayouts';

const KEY = homePreferencesQuery.queryKey;
/** A drag or resize often comes in a few quick steps: the layout is saved once they stop. */
export const SAVE_DELAY_MS = 600;

/**
 * The home grid: the person's layout read from their preferences (so it follows them to another browser), the
 * changes they make (move, resize, add, remove, reset) kept at once on screen and saved to the server shortly
 * after, and the modules they may still add.
 *
 * @example
 * const { layout, placed, add, remove, reset, resize, onGridChange } = useHomeController();
 */
export function useHomeController() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const preferences = useQuery(homePreferencesQuery);
  const [edited, setEdited] = useState<HomeLayout | null>(null);
  const layout = useMemo(
    () => edited ?? (preferences.data ? mergeHomeLayout(preferences.data[HOME_LAYOUT_KEY]) : null),
    [edited, preferences.data],
  );

  const save = useMutation({
    mutationFn: async (next: HomeLayout) => {
      const current = queryClient.getQueryData(KEY) ?? {};
      return (
        await call<{ preferences: Preferences }>('PUT', '/account/preferences', {
          preferences: { ...current, [HOME_LAYOUT_KEY]: next },
        })
      ).preferences;
    },
    onSuccess: (stored) => queryClient.setQueryData(KEY, stored),
    onError: (error) => notify(`The layout could not be saved: ${error.message}`, { type: 'error' }),
  });

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<HomeLayout | null>(null);
  const { mutate } = save;
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current) mutate(pending.current);
    pending.current = null;
  }, [mutate]);
  // Leaving the page saves what is still waiting.
  useEffect(() => flush, [flush]);

  const change = useCallback(
    (next: HomeLayout) => {
      setEdited(next);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  const onGridChange = useCallback(
    (breakpoint: string, items: readonly { i: string; x: number; y: number; w: number; h: number }[]) => {
      if (layout) change(withGridLayout(layout, breakpoint, items));
    },
    [layout, change],
  );

  return {
    preferences,
    layout,
    placed: layout ? DASHBOARD_MODULES.filter((module) => layout.modules.includes(module.key)) : [],
    addable: layout ? DASHBOARD_MODULES.filter((module) => !layout.modules.includes(module.key)) : [],
    add: (key: DashboardModuleKey) => layout && change(withModule(layout, key)),
    remove: (key: DashboardModuleKey) => layout && change(withoutModule(layout, key)),
    reset: () => change(defaultHomeLayout()),
    resize: (breakpoint: string, key: DashboardModuleKey, nudge: Nudge) =>
      layout && change(nudged(layout, breakpoint, key, nudge)),
    onGridChange,
    saving: save.isPending,
  } as const;
}
