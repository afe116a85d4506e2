import { type Address, hexToBytes, type PublicClient } from 'viem'
import { tokenLockerRuntime } from '../contracts/TokenLocker.abi.ts'
import { matchesRuntime } from '../evm/matchesRuntime.ts'

/** Lockers found to be TokenBox's, by chain id and address. */
const knownLockers = new Set<string>()

/**
 * Whether `locker` runs TokenBox's TokenLocker (either build, byte for byte but its immutables),
 * where a lock comes out only to its owner after its end. A sale, fair launch or presale names its
 * locker in its own terms, and a creator who skips the TokenBox form can name any contract: one
 * that takes the LP and hands it straight back makes the stated lock a lie. The sale pages ask
 * this before they call a lock a lock.
 *
 * @example
 * if (sale.lpLockDuration > 0 && !(await isTokenBoxLocker(client, sale.locker))) warnTheBuyer()
 */
export async function isTokenBoxLocker(client: PublicClient, locker: Address): Promise<boolean> {
  // A sale page reads its state again and again; a locker's code never changes, so a locker found
  // to be TokenBox's is not read again (a refusal is: nothing is cached that could mislead).
  const key = `${client.chain?.id}:${locker.toLowerCase()}`
  if (knownLockers.has(key)) return true
  const code = await client.getCode({ address: locker })
  const trusted = Boolean(code && code !== '0x' && matchesRuntime(hexToBytes(code), tokenLockerRuntime))
  if (trusted) knownLockers.add(key)
  return trusted
}
