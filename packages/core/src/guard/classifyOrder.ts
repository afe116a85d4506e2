import { type Address, isAddressEqual } from 'viem'
import { readAddress } from './readAddress.ts'
import type { GuardedTypedData } from './readTypedDataParams.ts'
import { readUint } from './readUint.ts'
import type { OrderFinding, OrderItem } from './types.ts'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Seaport's item types (ConsiderationEnums.sol): 4 and 5 are "any item of the collection" (criteria). */
const itemAssets: Record<number, { asset: OrderItem['asset']; criteria: boolean }> = {
  0: { asset: 'native', criteria: false },
  1: { asset: 'erc20', criteria: false },
  2: { asset: 'erc721', criteria: false },
  3: { asset: 'erc1155', criteria: false },
  4: { asset: 'erc721', criteria: true },
  5: { asset: 'erc1155', criteria: true },
}

/**
 * The marketplace order a typed-data message is, when it is a Seaport-style one (`OrderComponents`
 * of OpenSea's Seaport, and any fork that signs the same fields: an `offerer`, an `offer` and a
 * `consideration` list): what the signer gives (the offer, at the larger of its start and end
 * amounts: the most it can cost) and what comes back to the signer (the consideration items whose
 * recipient is the offerer, at the smaller amount: the least it pays), what goes to anyone else
 * (fees, royalties, or an attacker), and until when anyone may fill it. A signed order needs no
 * transaction of the signer's to be filled: the classic "free listing" phishing is an order that
 * gives every NFT for nothing. `undefined` when it is no such order or a field does not parse.
 *
 * @example
 * classifyOrder({ primaryType: 'OrderComponents', domain: { name: 'Seaport', chainId: 1, verifyingContract: seaport }, message })
 * // { kind: 'order', offerer, give: [{ asset: 'erc721', token: bayc, identifier: 7n, amount: 1n, anyOf: false }], get: [], toOthers: [...], endTime: 1900000000n, ... }
 */
export function classifyOrder(typedData: GuardedTypedData, signer?: Address): OrderFinding | undefined {
  const { domain, message } = typedData
  const offerer = readAddress(message.offerer)
  if (!offerer || !Array.isArray(message.offer) || !Array.isArray(message.consideration)) return undefined
  const endTime = readUint(message.endTime)
  const startTime = readUint(message.startTime ?? 0)
  if (endTime === undefined || startTime === undefined) return undefined
  const give: OrderItem[] = []
  for (const entry of message.offer) {
    const item = readItem(entry, 'most')
    if (!item) return undefined
    give.push(item.item)
  }
  const get: OrderItem[] = []
  const toOthers: (OrderItem & { recipient: Address })[] = []
  for (const entry of message.consideration) {
    const item = readItem(entry, 'least')
    if (!item?.recipient) return undefined
    if (isAddressEqual(item.recipient, offerer)) get.push(item.item)
    else toOthers.push({ ...item.item, recipient: item.recipient })
  }
  if (give.length === 0) return undefined
  const chainId = readUint(domain.chainId)
  const market = readAddress(domain.verifyingContract)
  return {
    kind: 'order',
    offerer,
    give,
    get,
    toOthers,
    startTime,
    endTime,
    ...(market ? { market } : {}),
    ...(chainId !== undefined && chainId <= BigInt(Number.MAX_SAFE_INTEGER)
      ? { chainId: Number(chainId) }
      : {}),
    ...(signer ? { signer } : {}),
  }
}

function readItem(
  entry: unknown,
  bound: 'most' | 'least',
): { item: OrderItem; recipient: Address | undefined } | undefined {
  if (!isRecord(entry)) return undefined
  const type = readUint(entry.itemType)
  const kind = type === undefined || type > 5n ? undefined : itemAssets[Number(type)]
  const token = readAddress(entry.token)
  const identifier = readUint(entry.identifierOrCriteria ?? 0)
  const start = readUint(entry.startAmount)
  const end = readUint(entry.endAmount ?? entry.startAmount)
  if (!kind || !token || identifier === undefined || start === undefined || end === undefined)
    return undefined
  // An auction moves from start to end: the bound the signer cares about.
  const [smaller, larger] = start > end ? [end, start] : [start, end]
  const nft = kind.asset === 'erc721' || kind.asset === 'erc1155'
  return {
    item: {
      asset: kind.asset,
      token,
      amount: bound === 'most' ? larger : smaller,
      // A criteria item with a root of 0 takes any item of the collection; another root, any of a set.
      anyOf: kind.criteria,
      ...(nft && !kind.criteria ? { identifier } : {}),
    },
    recipient: 'recipient' in entry ? readAddress(entry.recipient) : undefined,
  }
}
