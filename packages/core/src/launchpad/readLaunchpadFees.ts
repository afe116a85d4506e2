import { type Address, erc20Abi, type PublicClient, zeroAddress } from 'viem'
import { launchpadFactoryAbi } from '../contracts/LaunchpadFactory.abi.ts'

/** The operator's fees as the create form shows them, with the factory's owner (who may change them). */
export type LaunchpadFees = {
  recipient: Address
  /** Zero address: the chain's coin. */
  flatFeeToken: Address
  flatFee: bigint
  flatFeeSymbol: string
  flatFeeDecimals: number
  raiseFeeBps: bigint
  tokenFeeBps: bigint
  owner: Address
  /** An owner transfer under way (Ownable2Step), zero when none. */
  pendingOwner: Address
}

/**
 * The launchpad factory's current fees (each new presale snapshots them) and its owner, with the
 * flat fee's coin symbol and decimals: what the create form states before anything is signed and
 * what the operator's console edits.
 *
 * @example
 * const fees = await readLaunchpadFees(publicClient, { factory })
 */
export async function readLaunchpadFees(
  client: PublicClient,
  { factory }: { factory: Address },
): Promise<LaunchpadFees> {
  const [fees, owner, pendingOwner] = await Promise.all([
    client.readContract({ address: factory, abi: launchpadFactoryAbi, functionName: 'fees' }),
    client.readContract({ address: factory, abi: launchpadFactoryAbi, functionName: 'owner' }),
    client.readContract({ address: factory, abi: launchpadFactoryAbi, functionName: 'pendingOwner' }),
  ])
  const native = fees.flatFeeToken === zeroAddress
  const [flatFeeSymbol, flatFeeDecimals] = native
    ? [client.chain?.nativeCurrency.symbol ?? 'ETH', 18]
    : await Promise.all([
        client.readContract({ address: fees.flatFeeToken, abi: erc20Abi, functionName: 'symbol' }),
        client.readContract({ address: fees.flatFeeToken, abi: erc20Abi, functionName: 'decimals' }),
      ])
  return {
    recipient: fees.recipient,
    flatFeeToken: fees.flatFeeToken,
    flatFee: fees.flatFee,
    flatFeeSymbol,
    flatFeeDecimals,
    raiseFeeBps: BigInt(fees.raiseFeeBps),
    tokenFeeBps: BigInt(fees.tokenFeeBps),
    owner,
    pendingOwner,
  }
}
