import { z } from 'zod';

export const SYS_LOG_LEVELS = ['info', 'warn', 'error'] as const;

/** One line of the system log (the `sys_log` table) as GET /wse/logs and the socket's `sys-log` show it. */
export const logsLine = z.object({
  id: z.number().int(),
  at: z.string(),
  level: z.enum(SYS_LOG_LEVELS),
  source: z.string(),
  message: z.string(),
  meta: z.record(z.string(), z.unknown()),
});

export type LogsLine = z.infer<typeof logsLine>;
export type SysLogLevel = (typeof SYS_LOG_LEVELS)[number];
