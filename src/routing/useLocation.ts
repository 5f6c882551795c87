import { useContext } from 'react';
import type { RouterLocation } from 'ra-core';
import { LocationContext } from './LocationContext';

/** The location the app is drawn at; the component renders again when it changes. */
export function useLocation(): RouterLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('A component that reads or changes the location must be inside a <Router>');
  return location;
}
