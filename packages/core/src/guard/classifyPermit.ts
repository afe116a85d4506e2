import { type Address, maxUint256 } from 'viem'
import { isUnlimitedAmount } from '../erc20/unlimitedAmount.ts'
import { readAddress } from './readAddress.ts'
import type { GuardedTypedData } from './readTypedDataParams.ts'
import { readUint } from './readUint.ts'
import type { PermitFinding, PermitGrant, PermitStandard } from './types.ts'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Permit2's four messages by primary type: the field holding the grant (a list of them in the batch
 * messages) and the field holding the deadline.
 */
const permit2Messages = new Map<
  string,
  {
    standard: PermitStandard
    grants: 'details' | 'permitted'
    list: boolean
    deadline: 'sigDeadline' | 'deadline'
  }
>([
  ['PermitSingle', { standard: 'permit2Single', grants: 'details', list: false, deadline: 'sigDeadline' }],
  ['PermitBatch', { standard: 'permit2Batch', grants: 'details', list: true, deadline: 'sigDeadline' }],
  [
    'PermitTransferFrom',
    { standard: 'permit2TransferFrom', grants: 'permitted', list: false, deadline: 'deadline' },
  ],
  [
    'PermitBatchTransferFrom',
    { standard: 'permit2BatchTransferFrom', grants: 'permitted', list: true, deadline: 'deadline' },
  ],
])

/**
 * The permit a typed-data message is, when it is one: EIP-2612's and DAI's `Permit` (the token is
 * the domain's verifyingContract) and Permit2's `PermitSingle`, `PermitBatch`,
 * `PermitTransferFrom` and `PermitBatchTransferFrom` (the tokens are in the message). Permits
 * that grant nothing are `undefined`: an EIP-2612 value of 0, DAI's `allowed: false`, Permit2
 * amounts of 0 (they set the allowance to zero). So is a message whose fields do not parse: the
 * wallet could not sign it either.
 *
 * @example
 * classifyPermit({ primaryType: 'Permit', domain: { chainId: 1, verifyingContract: usdc }, message: { owner, spender, value: maxUint256.toString(), nonce: 0, deadline: 1900000000 } })
 * // { kind: 'permit', standard: 'eip2612', grants: [{ token: usdc, amount: maxUint256, unlimited: true }], spender, unlimited: true, deadline: 1900000000n, chainId: 1 }
 */
export function classifyPermit(typedData: GuardedTypedData, signer?: Address): PermitFinding | undefined {
  const { primaryType, domain, message } = typedData
  const spender = readAddress(message.spender)
  if (!spender) return undefined
  let standard: PermitStandard
  let grants: PermitGrant[] | undefined
  let deadline: bigint | undefined
  switch (primaryType) {
    case 'Permit': {
      const token = readAddress(domain.verifyingContract)
      if (!token) return undefined
      if ('allowed' in message || 'holder' in message) {
        // DAI: all or nothing, and an expiry of 0 means the signature never expires.
        standard = 'dai'
        const allowed = message.allowed === true || message.allowed === 'true'
        grants = allowed ? [{ token, amount: maxUint256, unlimited: true }] : []
        deadline = readUint(message.expiry)
      } else {
        standard = 'eip2612'
        const amount = readUint(message.value)
        grants = amount === undefined ? undefined : [grant(token, amount)]
        deadline = readUint(message.deadline)
      }
      break
    }
    default: {
      const permit2 = permit2Messages.get(primaryType)
      if (!permit2) return undefined
      standard = permit2.standard
      const entries = message[permit2.grants]
      grants = !permit2.list
        ? readPermit2Details([entries])
        : Array.isArray(entries)
          ? readPermit2Details(entries)
          : undefined
      deadline = readUint(message[permit2.deadline])
    }
  }
  if (!grants || deadline === undefined) return undefined
  const granted = grants.filter((item) => item.amount > 0n)
  if (granted.length === 0) return undefined
  const chainId = readUint(domain.chainId)
  return {
    kind: 'permit',
    standard,
    grants: granted,
    spender,
    unlimited: granted.some((item) => item.unlimited),
    deadline,
    ...(chainId !== undefined && chainId <= BigInt(Number.MAX_SAFE_INTEGER)
      ? { chainId: Number(chainId) }
      : {}),
    ...(signer ? { signer } : {}),
  }
}

function grant(token: Address, amount: bigint, expiration?: bigint): PermitGrant {
  return {
    token,
    amount,
    unlimited: isUnlimitedAmount(amount),
    ...(expiration !== undefined ? { expiration } : {}),
  }
}

/** Permit2's `{ token, amount[, expiration] }` entries; `undefined` when any of them is malformed. */
function readPermit2Details(entries: readonly unknown[]): PermitGrant[] | undefined {
  const grants: PermitGrant[] = []
  for (const entry of entries) {
    if (!isRecord(entry)) return undefined
    const token = readAddress(entry.token)
    const amount = readUint(entry.amount)
    if (!token || amount === undefined) return undefined
    const expiration = 'expiration' in entry ? readUint(entry.expiration) : undefined
    if ('expiration' in entry && expiration === undefined) return undefined
    grants.push(grant(token, amount, expiration))
  }
  return grants
}
