import { z } from 'zod';
import { logsLine } from './logsLine';

/** A page of the system log: its lines, and whether older ones follow (page on with `before` = last id). */
export const logsPage = z.object({ data: z.array(logsLine), more: z.boolean() });

export type LogsPage = z.infer<typeof logsPage>;
