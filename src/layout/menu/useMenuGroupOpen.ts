import { STORAGE_KEYS } from '../../lib/storageKeys';
import { readStored, useStoredState } from '../../lib/useStoredState';

/**
 * Whether a sidebar group is open, remembered per group under STORAGE_KEYS.menuOpen; groups start open.
 *
 * @example
 * const [open, toggle] = useMenuGroupOpen('tech');
 */
export function useMenuGroupOpen(group: string): [boolean, () => void] {
  const [state, setState] = useStoredState<Record<string, boolean>>(STORAGE_KEYS.menuOpen, {});
  const open = state[group] ?? true;
  // Re-read the stored map so two groups toggled in one session never overwrite each other.
  const toggle = () => {
    setState({ ...readStored<Record<string, boolean>>(STORAGE_KEYS.menuOpen, {}), [group]: !open });
  };
  return [open, toggle];
}
