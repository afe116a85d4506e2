import { useQuery } from '@tanstack/react-query'
import { inscriptionSaleFactoryRuntime } from '@tokenbox/core/contracts/InscriptionSaleFactory.abi.ts'
import { inscriptionSaleEscrowStatus } from '@tokenbox/core/inscription/sale/inscriptionSaleEscrowStatus.ts'
import { inscriptionSaleQueryOptions } from '@tokenbox/core/inscription/sale/inscriptionSaleQuery.ts'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { useTickBalance } from '../useTickBalance.ts'

/** The chain's inscription sale factory (one address for everyone; null where it is not created yet). */
export function useInscriptionSaleFactory() {
  return useChainContract('inscriptionSale', inscriptionSaleFactoryRuntime)
}

/**
 * One sale as its page shows it, read again on every new block's worth of time: core's
 * inscriptionSaleQueryOptions (terms, books, status, the connected account's position, the chain's
 * clock) and the indexer's balance of the sale's address, which is the escrow (the contract
 * cannot see it), with core's inscriptionSaleEscrowStatus: what the sale owes now and whether the
 * escrow covers it. `escrow` is undefined where the server has no indexer.
 *
 * @example
 * const { sale, escrow, covered } = useInscriptionSale('0x…')
 */
export function useInscriptionSale(address: Address | undefined) {
  const { chainId } = useConnectedChainEntry()
  const { address: account } = useConnection()
  const publicClient = usePublicClient({ chainId })
  const query = useQuery(inscriptionSaleQueryOptions(publicClient, { sale: address, account }))
  const sale = query.data ?? undefined
  const balance = useTickBalance(chainId, sale?.terms.protocol, sale?.terms.tick.toLowerCase(), address).data
  const escrow = balance?.kind === 'indexed' ? balance.balance : undefined
  // What the contract cannot check: core's rule of what the escrow owes now, against the indexer.
  const status = sale && escrow !== undefined ? inscriptionSaleEscrowStatus(sale, escrow) : undefined
  const owed = status?.owed
  const covered = status?.covered
  return { query, sale, escrow, owed, covered, deliverable: status?.deliverable }
}
