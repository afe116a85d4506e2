import type { Client, Hex } from 'viem'
import { getBlock } from 'viem/actions'

/**
 * Which instance of a local chain this is: the hash of its block 0. A local chain id (31337) names
 * a new chain after every `make reset`, so what is remembered about a local chain (the server's
 * deployment rows, the browser's send tasks and multisig lists) is tied to this id, not to the chain
 * id alone. The genesis block carries the time the chain was created, so a fresh chain gets a new
 * hash while a chain restarted from its state file keeps its own. The deploy step records it in the
 * chain's deployments file (`instanceId`); the server and the web app read it from there.
 *
 * @example
 * const instanceId = await readChainInstanceId(publicClient) // '0x26be…f093'
 */
export async function readChainInstanceId(client: Client): Promise<Hex> {
  const genesis = await getBlock(client, { blockNumber: 0n })
  if (!genesis.hash) throw new Error('The node returned block 0 without a hash')
  return genesis.hash
}

/**
 * The local chains whose instance changed since `remembered` (chain id -> instance id) was written,
 * and the map to remember from now on. A chain seen for the first time counts as changed when
 * `forgetUnknown` is set (records kept from before instance ids existed belong to no known
 * instance); chains not in `current` are left as they were remembered.
 *
 * @example
 * const { replaced, next } = replacedChainInstances({ 31337: '0xaa' }, [{ chainId: 31337, instanceId: '0xbb' }])
 * // replaced: [31337]; next: { 31337: '0xbb' }
 */
export function replacedChainInstances(
  remembered: Readonly<Record<string, string>>,
  current: readonly { chainId: number; instanceId?: string | undefined }[],
  options: { forgetUnknown?: boolean } = {},
): { replaced: number[]; next: Record<string, string> } {
  const next: Record<string, string> = { ...remembered }
  const replaced: number[] = []
  for (const { chainId, instanceId } of current) {
    if (!instanceId) continue
    const before = remembered[String(chainId)]
    if (before === instanceId) continue
    if (before !== undefined || options.forgetUnknown) replaced.push(chainId)
    next[String(chainId)] = instanceId
  }
  return { replaced, next }
}
