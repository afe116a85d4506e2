import { Writable } from 'node:stream'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { type BuildAppOptions, buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { testConfig } from './testConfig.ts'

/**
 * An app whose explorer keys and URLs come from `env` through loadConfig, as main.ts reads them, so
 * the explorer routes are tested on parsed environment variables; DATA_DIR is `dataDir`, no log
 * unless `options` gives a logger.
 *
 * @example
 * const app = await explorerAppFromEnv(root, { EXPLORER_API_KEY_56: 'test-key', EXPLORER_API_URL_56: explorer.apiUrl })
 */
export function explorerAppFromEnv(
  dataDir: string,
  env: NodeJS.ProcessEnv,
  options: Omit<BuildAppOptions, 'config'> = {},
): Promise<FastifyInstance> {
  const { explorerApiKeys, explorerApiUrls } = loadConfig(env)
  return buildApp({
    logger: false,
    ...options,
    config: testConfig({ dataDir, explorerApiKeys, explorerApiUrls }),
  })
}

/**
 * A stream that hands every chunk written to it to `onText`, as text: where a test reads the log.
 *
 * @example
 * let logged = ''
 * const app = await explorerAppFromEnv(root, env, { logger: { level: 'info', stream: textSink((text) => { logged += text }) } })
 */
export function textSink(onText: (text: string) => void): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      onText(chunk.toString())
      done()
    },
  })
}

/** A reply of the explorer routes with its JSON body parsed, and its text for what JSON hides. */
export type ExplorerReply = {
  statusCode: number
  headers: Record<string, unknown>
  body: unknown
  text: string
}

/** Injects `options` into `instance`; the reply with its body parsed. */
export async function injectExplorer(
  instance: FastifyInstance,
  options: InjectOptions,
): Promise<ExplorerReply> {
  const reply = await instance.inject(options)
  return { statusCode: reply.statusCode, headers: reply.headers, body: reply.json(), text: reply.body }
}

/**
 * The address of test client number `count` in `10.<subnet>.0.0/16`: a suite gives each test a new
 * client, so no test inherits another's per-client limits.
 */
export function testClientAddress(subnet: number, count: number): string {
  return `10.${subnet}.${Math.floor(count / 250)}.${(count % 250) + 1}`
}
