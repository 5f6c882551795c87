import type { FastifyBaseLogger } from 'fastify';
import { pino, type Bindings, type ChildLoggerOptions, type Logger } from 'pino';
import { LOG_LEVELS, LOGGER_NAMES, type LoggerName, type LogLevel } from '../../contract/tech/logsLevels';
import type { BackgroundWork } from '../BackgroundWork';
import type { Config } from '../config';
import type { Db } from '../db/Db';
import { loggerOptions } from '../http/loggerOptions';
import { writeSysLog } from '../trail/writeSysLog';
import { keptLine } from './keptLine';

/**
 * The server's loggers by name: pino's root (Fastify's own logger) and one real child per part, each with its
 * own level that can change while the server runs (pino's `logger.level`). Every warn and error any of them
 * writes is also kept in sys_log (the Errors page), with the logger as its source.
 *
 * @example
 * const loggers = new ServerLoggers(config, db, background);
 * Fastify({ loggerInstance: loggers.fastifyLogger, childLoggerFactory: loggers.requestLogger });
 * loggers.get('jobs').error({ err, job: 7 }, 'job failed');
 * loggers.setLevel('http', 'debug');
 */
export class ServerLoggers {
  readonly root: Logger;
  private readonly children: Map<LoggerName, Logger>;

  constructor(config: Config, db: Db, background: BackgroundWork) {
    // Built from the same options whether or not the configured level is silent, so a level raised later
    // still redacts secrets.
    const options = loggerOptions({ ...config, logLevel: 'info' }) || {};
    const keep = (bindings: Record<string, unknown>, level: number, args: readonly unknown[]) => {
      const entry = keptLine(bindings, level, args);
      if (!entry) return;
      // Tracked, so closing waits for it and a test's data holds still once the background has settled; a
      // failure goes to stderr, not the logger, or a failing database would log about itself for ever.
      background.track(
        writeSysLog(db, entry).catch((error: unknown) =>
          process.stderr.write(`keeping a log line in sys_log failed: ${String(error)}\n`),
        ),
      );
    };
    this.root = pino({
      ...options,
      level: config.logLevel,
      hooks: {
        logMethod(args, method, level) {
          keep(this.bindings(), level, args);
          method.apply(this, args);
        },
      },
    });
    this.children = new Map(
      LOGGER_NAMES.map((name) => [name, name === 'root' ? this.root : this.root.child({ logger: name })]),
    );
  }

  /** The root as Fastify's own logger type (Fastify's instance type is written for its base logger). */
  get fastifyLogger(): FastifyBaseLogger {
    return this.root;
  }

  /** The named logger. */
  get(name: LoggerName): Logger {
    return this.children.get(name) ?? this.root;
  }

  /** Changes one logger's level at once; a request's logger takes the http logger's level when it starts. */
  setLevel(name: LoggerName, level: LogLevel): void {
    this.get(name).level = level;
  }

  /** Each logger's level now. */
  levels(): { logger: LoggerName; level: LogLevel }[] {
    return LOGGER_NAMES.map((logger) => ({ logger, level: this.levelOf(logger) }));
  }

  /** Fastify's childLoggerFactory: a request logs through a child of the http logger, so its level applies. */
  readonly requestLogger = (
    _logger: FastifyBaseLogger,
    bindings: Bindings,
    options: ChildLoggerOptions,
  ): FastifyBaseLogger => this.get('http').child(bindings, options);

  private levelOf(name: LoggerName): LogLevel {
    const level = this.get(name).level;
    return isLogLevel(level) ? level : 'info';
  }
}

function isLogLevel(level: string): level is LogLevel {
  return LOG_LEVELS.some((known) => known === level);
}
