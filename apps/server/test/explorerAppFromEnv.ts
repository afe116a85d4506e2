import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
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
