import { createAuthProvider } from '../auth/createAuthProvider';
import { accessRules } from '../navigation/accessRules';

/** The dashboard's auth provider: the app's, and start-up's when it decides what the first page may ask for. */
export const authProvider = createAuthProvider({ rules: accessRules });
