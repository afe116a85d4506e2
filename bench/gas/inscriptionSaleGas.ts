/**
 * The inscription presale part of the gas snapshot (bench/gas/gasSnapshot.ts): the shared
 * InscriptionSaleFactory and one sale's life, at a constant and at a floating price. The escrow
 * transfer (a plain transaction carrying the transfer inscription to the sale, which its fallback
 * accepts) stands beside the same inscription sent to an account without code, the convention's
 * cost: the difference is what the sale's address costs the seller.
 */
import { inscriptionSaleAbi, inscriptionSaleFactoryAbi } from '@tokenbox/core/contracts/index.ts'
import { type Address, encodeFunctionData, type Hex, parseEther, stringToHex } from 'viem'
import { sendersFrom, type TimedAccountsContext } from './gasContext.ts'

export const inscriptionSaleLabels = {
  deploy: 'deploy InscriptionSaleFactory (shared, with its InscriptionSale implementation)',
  createConstant: 'InscriptionSaleFactory createSale (constant price)',
  createFloating: 'InscriptionSaleFactory createSale (floating price)',
  escrow: 'InscriptionSale escrow (transfer inscription as calldata to the sale)',
  escrowReference: 'reference (the same transfer inscription to an account without code)',
  buyFirst: 'InscriptionSale buy (first purchase, constant price)',
  buySecond: 'InscriptionSale buy (second purchase of the same buyer)',
  buyFloating: 'InscriptionSale buy (first purchase, floating price)',
  finalize: 'InscriptionSale finalize (raise to the seller, unsold escrow returned by event)',
  claim: 'InscriptionSale claim (transfer event to the buyer)',
  refund: 'InscriptionSale refund (soft cap missed)',
} as const

export type InscriptionSaleBenchContext = TimedAccountsContext & {
  /** Three funded dev accounts (JSON-RPC signing): the seller and two buyers. */
  accounts: readonly [Address, Address, Address]
  /** The factory's creation code of the build measured. */
  bytecode: Hex
}

/** Measures {@link inscriptionSaleLabels} into `context.gas`; returns the factory, its implementation and a clone. */
export async function benchInscriptionSale(
  context: InscriptionSaleBenchContext,
): Promise<{ factory: Address; implementation: Address; sale: Address }> {
  const { publicClient, walletClient, accounts, bytecode, nextBlock, gas } = context
  const [seller, buyer, other] = accounts
  const { record } = sendersFrom(context)

  await nextBlock()
  const deployHash = await walletClient.deployContract({
    abi: inscriptionSaleFactoryAbi,
    bytecode,
    account: seller,
    chain: null,
  })
  const deployed = await publicClient.waitForTransactionReceipt({ hash: deployHash })
  if (deployed.status !== 'success' || !deployed.contractAddress)
    throw new Error('deploy InscriptionSaleFactory failed')
  gas[inscriptionSaleLabels.deploy] = Number(deployed.gasUsed)
  const factory = deployed.contractAddress

  const price = parseEther('0.01')
  const start = context.now() + 600n
  const end = start + 3_600n
  const termsOf = (priceMode: number, endPrice: bigint, softCap: bigint) => ({
    protocol: 'bsc-20',
    tick: 'bnbs',
    amountPerUnit: 1000n,
    totalUnits: 1000n,
    softCap,
    maxPerBuyer: 0n,
    start,
    end,
    finalizeGrace: 7 * 86_400,
    priceMode,
    startPrice: price,
    endPrice,
  })
  const nextSale = () =>
    publicClient.readContract({
      address: factory,
      abi: inscriptionSaleFactoryAbi,
      functionName: 'nextSaleAddress',
      args: [seller],
    })
  const create = (terms: ReturnType<typeof termsOf>) =>
    encodeFunctionData({ abi: inscriptionSaleFactoryAbi, functionName: 'createSale', args: [terms, '{}'] })
  const constantSale = await nextSale()
  await record(inscriptionSaleLabels.createConstant, seller, factory, create(termsOf(0, price, 100n)))
  const floatingSale = await nextSale()
  // A floating sale whose soft cap will be missed: its purchase and its refund are measured.
  await record(inscriptionSaleLabels.createFloating, seller, factory, create(termsOf(1, price * 3n, 1000n)))

  const escrow = stringToHex('data:,{"p":"bsc-20","op":"transfer","tick":"bnbs","amt":"1000000"}')
  await record(inscriptionSaleLabels.escrow, seller, constantSale, escrow)
  await record(inscriptionSaleLabels.escrowReference, seller, other, escrow)

  const buy = (units: bigint) =>
    encodeFunctionData({ abi: inscriptionSaleAbi, functionName: 'buy', args: [units] })
  context.warp(start)
  await record(inscriptionSaleLabels.buyFirst, buyer, constantSale, buy(100n), price * 100n)
  await record(inscriptionSaleLabels.buySecond, buyer, constantSale, buy(50n), price * 50n)
  const floatingCost = await publicClient.readContract({
    address: floatingSale,
    abi: inscriptionSaleAbi,
    functionName: 'quote',
    args: [100n],
  })
  await record(inscriptionSaleLabels.buyFloating, buyer, floatingSale, buy(100n), floatingCost)

  context.warp(end)
  const call = (functionName: 'finalize' | 'claim' | 'refund') =>
    encodeFunctionData({ abi: inscriptionSaleAbi, functionName })
  await record(inscriptionSaleLabels.finalize, other, constantSale, call('finalize'))
  await record(inscriptionSaleLabels.claim, buyer, constantSale, call('claim'))
  await record(inscriptionSaleLabels.refund, buyer, floatingSale, call('refund'))

  const implementation = await publicClient.readContract({
    address: factory,
    abi: inscriptionSaleFactoryAbi,
    functionName: 'implementation',
  })
  return { factory, implementation, sale: constantSale }
}
