import { z } from 'zod';
import { intParam } from './queryParams';

/** Path parameters of a route addressed by a numeric `:id`. */
export const idParams = z.object({ id: intParam() }).strict();

export type IdParams = z.infer<typeof idParams>;
