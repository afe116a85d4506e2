import { Writable } from 'node:stream'
import Fastify from 'fastify'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { deferredChildLogger } from '../src/log/deferredChildLogger.ts'

// The request logger is made on first use (issue 17: a pino child per request cost ~2 µs of a
// lookup that never logs): a request that logs nothing makes no child, one that logs gets the same
// line, reqId and all, as Fastify's own child logger writes.
describe('deferredChildLogger', () => {
  function appWithCountedChildren() {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean))
        done()
      },
    })
    const logger = pino({ level: 'info' }, stream)
    let children = 0
    const child = logger.child.bind(logger)
    logger.child = ((...args: Parameters<typeof logger.child>) => {
      children++
      return child(...args)
    }) as typeof logger.child
    const app = Fastify({
      loggerInstance: logger,
      disableRequestLogging: true,
      childLoggerFactory: deferredChildLogger,
    })
    app.get('/quiet', async () => ({ ok: true }))
    app.get('/chatty', async (request) => {
      request.log.info({ detail: 1 }, 'handler line')
      request.log.debug('below the level')
      return { ok: true }
    })
    return { app, lines, children: () => children }
  }

  it('makes no child logger for a request that logs nothing', async () => {
    const { app, children } = appWithCountedChildren()
    const before = children()
    expect((await app.inject({ method: 'GET', url: '/quiet' })).statusCode).toBe(200)
    expect(children()).toBe(before)
    await app.close()
  })

  it("writes a request's lines with its reqId, through one child made on first use", async () => {
    const { app, lines, children } = appWithCountedChildren()
    const before = children()
    expect((await app.inject({ method: 'GET', url: '/chatty' })).statusCode).toBe(200)
    expect(children()).toBe(before + 1)
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(parsed).toEqual([
      expect.objectContaining({ level: 30, reqId: expect.any(String), detail: 1, msg: 'handler line' }),
    ])
    await app.close()
  })

  it('answers the level and makes children of its own', () => {
    const logger = pino({ level: 'warn' }, new Writable({ write: (_chunk, _encoding, done) => done() }))
    const deferred = deferredChildLogger.call(
      undefined as never,
      logger,
      { reqId: 'req-1' },
      {},
      undefined as never,
    )
    expect(deferred.level).toBe('warn')
    expect(deferred.child({ part: 'x' }).level).toBe('warn')
  })
})
