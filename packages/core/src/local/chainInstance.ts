import { type Address, type Client, type Hex, toHex } from 'viem'
import { getStorageAt } from 'viem/actions'

/**
 * The account where a local chain keeps its instance id (slot 0), an address nobody holds a key
 * for: the last 20 bytes of keccak256("tokenbox.chainInstance") (chainInstance.test.ts checks it).
 *
 * Written out rather than hashed when the module loads: the web app's first-paint chunk imports
 * this module, and that one hash (the page's first, so run cold, with the hash's tables) was 45 to
 * 120 ms of main thread before the dashboard could render on a 4x throttled CPU
 * (bench/web/profileFirstLoad.ts). The bundler keeps a call at module level even where the value
 * goes unused, as it cannot know keccak256 has no side effects.
 */
export const chainInstanceAddress: Address = '0xddbd57584e1e28e72c88efceaa558fbf62f9b6fe'

const zeroWord = `0x${'00'.repeat(32)}`

/**
 * Which instance of a local chain this is: a random 32-byte id the deploy step writes into the
 * chain itself (slot 0 of chainInstanceAddress) the first time it sees the chain; undefined before
 * that. A local chain id (31337) names a new chain after every `make reset`, so what is remembered
 * about a local chain (the server's deployment rows, the browser's send tasks and multisig lists)
 * is tied to this id, not to the chain id alone. Kept in the chain's state, it survives a restart
 * from the state file and goes with a reset. Decision: not the block 0 hash, which anvil 1.7.1 does
 * not keep across every reload of its state file (measured: it changed on one restart in three).
 *
 * @example
 * const instanceId = await readChainInstanceId(publicClient) // '0x5c1e…' or undefined
 */
export async function readChainInstanceId(client: Client): Promise<Hex | undefined> {
  const word = await getStorageAt(client, { address: chainInstanceAddress, slot: '0x0' })
  return word && word !== '0x' && BigInt(word) !== 0n ? (word as Hex) : undefined
}

/**
 * The chain's instance id, written first when it has none (a new chain), through the development
 * node's `hardhat_setCode` / `hardhat_setStorageAt` (anvil answers both). The account gets one byte
 * of code so that no node prunes it as empty.
 *
 * @example
 * const instanceId = await ensureChainInstanceId(publicClient)
 */
export async function ensureChainInstanceId(client: Client): Promise<Hex> {
  const existing = await readChainInstanceId(client)
  if (existing) return existing
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  bytes[0] = bytes[0]! | 1 // never all zeros
  const instanceId = toHex(bytes)
  await client.request({ method: 'hardhat_setCode', params: [chainInstanceAddress, '0x00'] } as never)
  await client.request({
    method: 'hardhat_setStorageAt',
    params: [chainInstanceAddress, zeroWord, instanceId],
  } as never)
  return instanceId
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
