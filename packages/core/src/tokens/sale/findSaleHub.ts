import type { Address, PublicClient } from 'viem'
import { tokenSaleHubAbi } from '../../contracts/TokenSaleHub.abi.ts'
import { whenContractRefuses } from '../../errors/contractRefusal.ts'
import { sharedContractCandidates } from '../../sharedContracts/sharedContracts.ts'

/**
 * The TokenSaleHub that holds `token`'s sale: the first of the chain's hub addresses (the
 * catalogue's, then the shared CREATE2 ones of each build) whose books have it. The hub keys each
 * sale by the token that registered it, so a hub that answers for `token` is the one its `receive`
 * forwards to (the token's code, checked by the caller, names no other).
 *
 * @example
 * const hub = await findSaleHub(publicClient, token, chainEntry.saleHub)
 */
export async function findSaleHub(
  client: PublicClient,
  token: Address,
  catalogued?: Address | undefined,
): Promise<Address | undefined> {
  for (const hub of sharedContractCandidates('saleHub', catalogued)) {
    // No hub there, or this hub has no sale of the token: try the next. A node that fails is an
    // error, never taken for "no hub holds it".
    const found = await client
      .readContract({ address: hub, abi: tokenSaleHubAbi, functionName: 'saleOf', args: [token] })
      .then(() => true)
      .catch(whenContractRefuses(false))
    if (found) return hub
  }
  return undefined
}
