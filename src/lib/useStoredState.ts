import { useCallback, useState } from 'react';

/** The JSON value stored under `key`, or `fallback` when there is none or it does not parse. */
export function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/**
 * State kept in localStorage under one key (JSON), so a choice survives a reload.
 *
 * @example
 * const [type, setType] = useStoredState<'member' | 'model'>(STORAGE_KEYS.searchType, 'member');
 */
export function useStoredState<T>(key: string, fallback: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => readStored(key, fallback));
  const store = useCallback(
    (next: T) => {
      localStorage.setItem(key, JSON.stringify(next));
      setValue(next);
    },
    [key],
  );
  return [value, store];
}
