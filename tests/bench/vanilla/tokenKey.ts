/** Where the vanilla app keeps its login token (not the dashboard's key, so the two never mix). */
export const TOKEN_KEY = 'vanilla:token';
