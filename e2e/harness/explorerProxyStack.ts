import { readNodeLogsAsExplorer } from '@tokenbox/core/testing/readNodeLogsAsExplorer.ts'
import {
  type EtherscanTestServer,
  startEtherscanTestServer,
} from '@tokenbox/core/testing/startEtherscanTestServer.ts'
import { afterAll } from 'vitest'
import { type Stack, startStack } from './startStack.ts'

/**
 * A stack whose server is given an explorer for the local chain, as on BSC or Ethereum: a local
 * Etherscan-like server answering from the node's own logs, behind `apiKey`, which only the server
 * holds. The explorer needs the node's URL and the stack needs the explorer's, so the log reader is
 * made on the explorer's first question. The caller closes `explorer` after stopping `stack`.
 *
 * @example
 * ;({ stack, explorer } = await startStackWithExplorerProxy('e2e-holders-key'))
 */
export async function startStackWithExplorerProxy(
  apiKey: string,
): Promise<{ stack: Stack; explorer: EtherscanTestServer }> {
  let rpcUrl = ''
  let readLogs: ReturnType<typeof readNodeLogsAsExplorer> | undefined
  const explorer = await startEtherscanTestServer({
    readLogs: (filter) => {
      readLogs ??= readNodeLogsAsExplorer(rpcUrl)
      return readLogs(filter)
    },
  })
  const stack = await startStack({
    serverEnv: { EXPLORER_API_URL_31337: explorer.apiUrl, EXPLORER_API_KEY_31337: apiKey },
  })
  rpcUrl = stack.rpcUrl
  explorer.reset({ apiKey })
  return { stack, explorer }
}

/**
 * A stack whose server verifies sources through a local Etherscan-like server (each submission
 * passes or fails as the test sets it with `explorer.reset`), with the key `test-key`, which only
 * the server holds. The caller closes `explorer` after stopping `stack`.
 *
 * @example
 * ;({ stack, explorer } = await startStackWithVerifyExplorer())
 */
export async function startStackWithVerifyExplorer(): Promise<{
  stack: Stack
  explorer: EtherscanTestServer
}> {
  const explorer = await startEtherscanTestServer()
  const stack = await startStack({
    serverEnv: { EXPLORER_API_URL_31337: explorer.apiUrl, EXPLORER_API_KEY: 'test-key' },
  })
  return { stack, explorer }
}

/**
 * The explorer of a suite's stack: `start` (pageSuite's `stack` option) runs `startWith` and keeps
 * the explorer it started in `explorer`, which is closed after the enclosing `describe` (after the
 * stack stops). Read `explorer` inside tests and hooks only.
 *
 * @example
 * const proxy = suiteExplorer(() => startStackWithExplorerProxy('e2e-explorer-key'))
 * const suite = pageSuite({ stack: proxy.start, connect: { path: '/ot/ac' } })
 */
export function suiteExplorer(startWith: () => Promise<{ stack: Stack; explorer: EtherscanTestServer }>): {
  start: () => Promise<Stack>
  explorer: EtherscanTestServer
} {
  const kept = {
    start: async () => {
      const started = await startWith()
      kept.explorer = started.explorer
      return started.stack
    },
  } as { start: () => Promise<Stack>; explorer: EtherscanTestServer }
  afterAll(async () => {
    await kept.explorer?.close()
  })
  return kept
}
