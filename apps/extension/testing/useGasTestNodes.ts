import type { LocalNode } from '@tokenbox/core/local/localNodeProcess.ts'
import { startAnvilNode } from '@tokenbox/core/local/startAnvilNode.ts'
import { afterAll, beforeAll } from 'vitest'

/**
 * Two anvil nodes for the calling suite, the two ways a chain prices gas: `current` (EIP-1559 fees)
 * and `berlin` (before London: one gas price). Started before the suite's tests, stopped after.
 *
 * @example
 * const nodes = useGasTestNodes()
 * it('...', () => readGasPrice(publicClientFor(localEntry(nodes.berlin.url, { chainId: 31338 })), 31338))
 */
export function useGasTestNodes(): { readonly current: LocalNode; readonly berlin: LocalNode } {
  const nodes = {} as { current: LocalNode; berlin: LocalNode }
  beforeAll(async () => {
    ;[nodes.current, nodes.berlin] = await Promise.all([
      startAnvilNode(),
      startAnvilNode({ network: 'berlin' }),
    ])
  })
  afterAll(async () => {
    await Promise.all([nodes.current?.stop(), nodes.berlin?.stop()])
  })
  return nodes
}
