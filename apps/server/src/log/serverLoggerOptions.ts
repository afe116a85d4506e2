import type { FastifyServerOptions } from 'fastify'
import pino from 'pino'
import type { LogLevel } from '../config.ts'
import { redactCredentials } from './redactCredentials.ts'

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>

/** The request fields Fastify logs by default, with credentials taken out of the URL. */
type RequestLike = {
  method: string
  url: string
  host?: string
  ip?: string
  socket?: { remotePort?: number } | null
}

/** Header paths a log object may carry (code logging `request.headers`, `{ req }` or `{ res }`). */
const credentialHeaders = ['"x-token"', 'cookie', 'authorization', '"set-cookie"']
const redactedPaths = ['headers', 'req.headers', 'res.headers', 'request.headers'].flatMap((parent) =>
  credentialHeaders.map((header) => `${parent}${header.startsWith('"') ? `[${header}]` : `.${header}`}`),
)

/**
 * The server's pino options: `level`, plus what keeps credentials out of every log line (issue 17):
 * - the request URL is logged with `token` / `apikey` / `password` query values redacted (the
 *   console's `user/info?token=` is the spec's shape, and Fastify logs every request's URL at info);
 * - the `X-Token`, `Cookie`, `Authorization` and `Set-Cookie` headers are censored in any logged
 *   object that carries headers;
 * - a message string quoting such a URL is redacted too.
 * `given` (tests: a level and a stream) is merged in, and can never switch these off. `false` turns
 * the log off.
 *
 * Without a given stream the lines go to stdout asynchronously: at the default level every request
 * writes two lines, and a blocking write each halved the throughput of the public lookups (issue
 * 17). Lines that arrive while a write is under way go out together with the next one; nothing
 * waits for a buffer to fill, and pino writes what is left synchronously when the process exits.
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
    ...(base.stream === undefined && level !== 'silent'
      ? { stream: pino.destination({ dest: 1, sync: false }) }
      : {}),
    ...base,
    serializers: {
      ...base.serializers,
      req: (request: RequestLike) => ({
        method: request.method,
        url: redactCredentials(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
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
