// The server's LoggerPort: structured JSON lines with pino, one per entry, on
// stdout, filtered by LOG_LEVEL. The same pino instance writes the request log
// (server/observability/requestLog.ts), so every line shares one format.
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LoggerPort, LogLevel } from '../../src/ports/LoggerPort.ts';

const PINO_LEVELS: Readonly<Record<LogLevel, 'debug' | 'info' | 'warn' | 'error'>> = { DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' };

/** `fields`: added to every line, e.g. the id of the request under way (server/observability/requestContext.ts). */
export const createPino = (level: LogLevel, destination?: DestinationStream, fields?: () => object): Logger =>
  pino({ level: PINO_LEVELS[level], base: { service: 'newsdesk' }, timestamp: pino.stdTimeFunctions.isoTime, ...(fields ? { mixin: fields } : {}) }, destination);

/** The port over a pino logger: fields first, message last, as pino wants them. */
export const pinoLoggerPort = (logger: Logger): LoggerPort => ({
  debug: (message, fields) => logger.debug(fields ?? {}, message),
  info: (message, fields) => logger.info(fields ?? {}, message),
  warn: (message, fields) => logger.warn(fields ?? {}, message),
  error: (message, fields) => logger.error(fields ?? {}, message),
});
