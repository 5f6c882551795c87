import { createContext } from 'react';

/** What the masked fields of a record page need to reveal one value. */
export interface RevealApi {
  resource: string;
  /** Asks the clear value at a dotted path (`private.account_iban`) for a reason; rejects with the API's error. */
  reveal: (path: string, reason: string) => Promise<void>;
}

/** Given by the edit page; without it (a create form, a list) masked values offer no reveal. */
export const RevealContext = createContext<RevealApi | null>(null);
