import type { FastifyServerOptions } from 'fastify'
import type { LogLevel } from '../config.ts'
import { BatchedLogStream } from './BatchedLogStream.ts'
import { redactCredentials } from './redactCredentials.ts'

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>

/** The request fields Fastify logs by default. */
export type RequestLike = {
  method: string
  url: string
  host?: string
  ip?: string
  socket?: { remotePort?: number } | null
}

/**
 * What a log line says of a request (its `req`): the fields Fastify logs by default, with
 * credentials taken out of the URL. The `req` serializer below and the access line
 * (OneLineRequestLog.ts) both write it.
 */
export function requestLogFields(request: RequestLike) {
  return {
    method: request.method,
    url: redactCredentials(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** Header paths a log object may carry (code logging `request.headers`, `{ req }` or `{ res }`). */
const credentialHeaders = ['"x-token"', 'cookie', 'authorization', '"set-cookie"']
const redactedPaths = ['headers', 'req.headers', 'res.headers', 'request.headers'].flatMap((parent) =>
  credentialHeaders.map((header) => `${parent}${header.startsWith('"') ? `[${header}]` : `.${header}`}`),
)

/**
 * How many characters of log lines (about 180 access lines) gather before they are written together:
 * a Linux pipe's whole default buffer. Each batch is one hand-over to a pool thread, which woke a
 * thread and cost the event loop about 3 µs of a VIP lookup's ~36 with 4 kB batches (issue 17, a
 * CPU profile under load, same run); a quiet server still writes each line within `logFlushMs`.
 */
export const logBatchChars = 65_536
/** How long a log line may wait for others before it is written anyway. */
export const logFlushMs = 200

/**
 * The log's destination when none is given: file descriptor `fd` (stdout), written in batches of
 * `logBatchChars` and at most `logFlushMs` late (log/BatchedLogStream.ts says why not pino's own).
 *
 * @example
 * pino({ level: 'info' }, batchedLogDestination(1))
 */
export function batchedLogDestination(fd: number): BatchedLogStream {
  return new BatchedLogStream(fd, { batchChars: logBatchChars, flushMs: logFlushMs })
}

/**
 * The server's pino options: `level`, plus what keeps credentials out of every log line (issue 17):
 * - the request URL is logged with `token` / `apikey` / `access_token` / `password` query values
 *   redacted, their names read as Fastify's query parser reads them (`tok%65n` is `token`;
 *   redactCredentials.ts): the console's `user/info?token=` is the spec's shape, and Fastify logs
 *   every request's URL at info;
 * - the `X-Token`, `Cookie`, `Authorization` and `Set-Cookie` headers are censored in any logged
 *   object that carries headers;
 * - a message string quoting such a URL is redacted too.
 * `given` (tests: a level and a stream) is merged in, and can never switch these off. `false` turns
 * the log off.
 *
 * Without a given stream the lines go to stdout in batches: at the default level every request
 * writes a line, and a write each halved the throughput of the public lookups (issue 17). Lines are
 * kept until `logBatchChars` have gathered or `logFlushMs` has passed, then written together in one
 * system call (log/BatchedLogStream.ts). A line therefore reaches stdout at most `logFlushMs` late;
 * what is left is written when the process exits, and main.ts flushes before printing the listening
 * URL, so start-up lines still come first.
 *
 * @example
 * Fastify({ logger: serverLoggerOptions(config.logLevel) })
 */
export function serverLoggerOptions(
  level: LogLevel,
  given?: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (given === false) return false
  const base: LoggerOptions = typeof given === 'object' && given !== null ? (given as LoggerOptions) : {}
  return {
    level,
    ...(base.stream === undefined && level !== 'silent' ? { stream: batchedLogDestination(1) } : {}),
    ...base,
    serializers: {
      ...base.serializers,
      req: requestLogFields,
    },
    redact: { paths: redactedPaths, censor: '[redacted]' },
    hooks: {
      logMethod(inputArgs, method) {
        const args = inputArgs.map((argument) =>
          typeof argument === 'string' ? redactCredentials(argument) : argument,
        ) as typeof inputArgs
        return method.apply(this, args)
      },
    },
  }
}
