import { createContext } from 'react';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';

/** The registry the screens were built from, so a reference field can name records of the resource it names. */
export const RegistryContext = createContext<readonly ResourceDefinition[]>([]);
