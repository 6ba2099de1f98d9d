import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs on stdout; one child logger per request carries its request id. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'wildline' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], remove: true },
  });
}
