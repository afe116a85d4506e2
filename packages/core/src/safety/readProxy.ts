import { type Address, getAddress, type Hex, type PublicClient, parseAbi, zeroAddress } from 'viem'
import { whenContractRefuses } from '../errors/contractRefusal.ts'
import type { ProxyInfo } from './types.ts'

/** EIP-1967 storage slots: keccak256 of the name minus 1 (the EIP gives the values). */
export const eip1967Slots = {
  implementation: '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc',
  admin: '0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103',
  beacon: '0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50',
} as const satisfies Record<string, Hex>

/** EIP-1822's slot: keccak256('PROXIABLE'). */
export const eip1822Slot: Hex = '0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7'

/**
 * OpenZeppelin's proxy slots before EIP-1967 (zeppelinos, OpenZeppelin SDK 2.x):
 * keccak256('org.zeppelinos.proxy.implementation') and keccak256('org.zeppelinos.proxy.admin').
 */
export const zeppelinosSlots = {
  implementation: '0x7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c3',
  admin: '0x10d6a54a4754c8869d6886b5f5d7fbfa5b4522237ea5c60d11bc4e7a1ff9390b',
} as const satisfies Record<string, Hex>

/** EIP-1167's minimal proxy runtime code around the 20-byte implementation address. */
const eip1167Prefix = '363d3d373d3d3d363d73'
const eip1167Suffix = '5af43d82803e903d91602b57fd5bf3'

const beaconAbi = parseAbi([
  'function implementation() view returns (address)',
  'function owner() view returns (address)',
])

/** The address kept in the low 20 bytes of a storage word, or undefined for an empty slot. */
function slotAddress(word: Hex | undefined): Address | undefined {
  if (!word || word === '0x' || BigInt(word) === 0n) return undefined
  return getAddress(`0x${word.slice(-40)}`)
}

/** The implementation an EIP-1167 clone's runtime code points to, or undefined when it is no clone. */
export function minimalProxyTarget(code: Hex | undefined): Address | undefined {
  if (!code) return undefined
  const body = code.toLowerCase().slice(2)
  if (body.length !== 90 || !body.startsWith(eip1167Prefix) || !body.endsWith(eip1167Suffix)) return undefined
  return getAddress(`0x${body.slice(eip1167Prefix.length, eip1167Prefix.length + 40)}`)
}

async function isContract(client: PublicClient, address: Address): Promise<boolean> {
  const code = await client.getCode({ address })
  return code !== undefined && code !== '0x'
}

/**
 * Whether the contract at `address` is a proxy, and what it points to: an EIP-1167 clone (from its
 * code), an EIP-1967 proxy (implementation, admin and beacon slots), an EIP-1822 proxiable
 * contract, or an OpenZeppelin proxy from before EIP-1967 (the zeppelinos slots). Undefined when it
 * is none of them. The safety check then reads the implementation's
 * code for powers, and names who can upgrade: a proxy whose logic can change can do anything later,
 * whatever its code does today.
 *
 * Limits: proxies that keep their implementation elsewhere (a slot of their own, a diamond's
 * facets) are not recognised; their upgrade function, when named as usual, is still found in the
 * code (bytecodePowers).
 *
 * @example
 * const proxy = await readProxy(client, { address: token })
 * if (proxy?.upgradeable) warn(`The logic can change; admin ${proxy.admin}`)
 */
export async function readProxy(
  client: PublicClient,
  { address, code }: { address: Address; code?: Hex | undefined },
): Promise<ProxyInfo | undefined> {
  const runtime = code ?? (await client.getCode({ address }))
  if (!runtime || runtime === '0x') return undefined
  const cloneOf = minimalProxyTarget(runtime)
  if (cloneOf) return { standard: 'eip1167', implementation: cloneOf, upgradeable: false }

  const read = (slot: Hex) => client.getStorageAt({ address, slot })
  const [implementationWord, adminWord, beaconWord, proxiableWord, zeppelinosWord, zeppelinosAdminWord] =
    await Promise.all([
      read(eip1967Slots.implementation),
      read(eip1967Slots.admin),
      read(eip1967Slots.beacon),
      read(eip1822Slot),
      read(zeppelinosSlots.implementation),
      read(zeppelinosSlots.admin),
    ])
  const admin = slotAddress(adminWord)
  const withAdmin = async (info: ProxyInfo, who: Address | undefined): Promise<ProxyInfo> => {
    if (!who || who === zeroAddress) return info
    if (!(await isContract(client, who))) return { ...info, admin: who, adminIsContract: false }
    // A ProxyAdmin (or any Ownable admin contract) upgrades for its owner: name that owner too.
    const adminOwner = await client
      .readContract({ address: who, abi: beaconAbi, functionName: 'owner' })
      .catch(whenContractRefuses(undefined))
    return {
      ...info,
      admin: who,
      adminIsContract: true,
      ...(adminOwner ? { adminOwner: getAddress(adminOwner) } : {}),
    }
  }

  const implementation = slotAddress(implementationWord)
  if (implementation) return withAdmin({ standard: 'eip1967', implementation, upgradeable: true }, admin)

  const beacon = slotAddress(beaconWord)
  if (beacon) {
    const [beaconImplementation, beaconOwner] = await Promise.all([
      client
        .readContract({ address: beacon, abi: beaconAbi, functionName: 'implementation' })
        .catch(whenContractRefuses(undefined)),
      client
        .readContract({ address: beacon, abi: beaconAbi, functionName: 'owner' })
        .catch(whenContractRefuses(undefined)),
    ])
    // A beacon that does not answer leaves the logic unknown: still a proxy whose logic can change.
    if (!beaconImplementation)
      return withAdmin(
        { standard: 'eip1967Beacon', implementation: beacon, beacon, upgradeable: true },
        beaconOwner,
      )
    return withAdmin(
      {
        standard: 'eip1967Beacon',
        implementation: getAddress(beaconImplementation),
        beacon,
        upgradeable: true,
      },
      beaconOwner,
    )
  }

  const proxiable = slotAddress(proxiableWord)
  if (proxiable)
    return withAdmin({ standard: 'eip1822', implementation: proxiable, upgradeable: true }, admin)
  const zeppelinos = slotAddress(zeppelinosWord)
  if (zeppelinos)
    return withAdmin(
      { standard: 'zeppelinos', implementation: zeppelinos, upgradeable: true },
      slotAddress(zeppelinosAdminWord) ?? admin,
    )
  return undefined
}
