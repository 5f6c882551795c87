import { createContext } from 'react';
import type { RouterLocation } from 'ra-core';

/** The location the app is drawn at, or null outside any router. */
export const LocationContext = createContext<RouterLocation | null>(null);
LocationContext.displayName = 'LocationContext';
