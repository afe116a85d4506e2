import { readNodeLogsAsExplorer } from '@tokenbox/core/testing/readNodeLogsAsExplorer.ts'
import {
  type EtherscanTestServer,
  startEtherscanTestServer,
} from '@tokenbox/core/testing/startEtherscanTestServer.ts'
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
