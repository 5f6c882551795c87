import { z } from 'zod';

/** pino's levels, quietest last; a logger writes its level and every one above it. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The server's loggers: the root (Fastify's own) and the children its parts log through. */
export const LOGGER_NAMES = ['root', 'http', 'auth', 'jobs', 'realtime'] as const;

/** One logger as GET /log/level shows it: its level now, and who set it when it was set by hand. */
export const loggerLevel = z.object({
  logger: z.enum(LOGGER_NAMES),
  level: z.enum(LOG_LEVELS),
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
});

export const logsLevels = z.object({ data: z.array(loggerLevel) });
/** PUT /log/level/:logger. */
export const logsLevelBody = z.object({ level: z.enum(LOG_LEVELS) }).strict();
export const logsLevelParams = z.object({ logger: z.enum(LOGGER_NAMES) }).strict();

export type LoggerLevel = z.infer<typeof loggerLevel>;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LoggerName = (typeof LOGGER_NAMES)[number];
