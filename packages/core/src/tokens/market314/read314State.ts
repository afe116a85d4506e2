import type { Address, PublicClient } from 'viem'
import { sale314TokenAbi } from '../../contracts/Sale314Token.abi.ts'
import { token314Abi } from '../../contracts/Token314.abi.ts'
import { x314TokenAbi } from '../../contracts/X314Token.abi.ts'
import { type AnyContractRead, contractReads } from '../../evm/contractReads.ts'
import type { Sale314Terms } from '../createTokenDeployStep.ts'
import { readTokenTemplate } from '../readTokenTemplate.ts'
import {
  isMarket314Template,
  isSale314Template,
  isX314Template,
  type Market314TemplateId,
} from '../tokenTemplates.ts'

/** A sale version's phase (the contract's `phase()`), by name. */
export const sale314Phases = ['sale', 'ended', 'trading', 'failed'] as const
export type Sale314Phase = (typeof sale314Phases)[number]

/** A sale version's terms as created (see {@link Sale314Terms}) and its progress. */
export type Sale314State = Sale314Terms & {
  phase: Sale314Phase
  raised: bigint
  buyers: bigint
  /** The account's contribution, when an account was given. */
  contribution?: bigint | undefined
}

export type X314State = {
  /** Unix seconds; 0 = none. */
  tradingStartTime: bigint
  burnBps: number
  inviteBps: number
  minBindAmount: bigint
  /** The account's inviter (the zero address: none), when an account was given. */
  inviter?: Address | undefined
}

export type Market314State = {
  token: Address
  template: Market314TemplateId
  name: string
  symbol: string
  /** Always 18: the ERC314 templates have no other. */
  decimals: number
  totalSupply: bigint
  coinReserve: bigint
  tokenReserve: bigint
  buyFeeBps: number
  sellFeeBps: number
  maxFeeBps: number
  feeReceiver: Address
  /** Base units; 0 = no limit. */
  maxWallet: bigint
  /** Unix seconds until which the reserves cannot be removed; 0 before any liquidity. */
  lockedUntil: bigint
  /** Who added the liquidity (and may remove it after the lock); the zero address before. */
  provider: Address
  /** The zero address once renounced. */
  owner: Address
  tradingOpen: boolean
  /** The chain's time at the block read. */
  chainTime: bigint
  blockNumber: bigint
  /**
   * The account's token and coin balances, and the coin credited to it (a payment it refused: fees,
   * an invitation reward, a sale's excess or share), which `claimFees` pays; when an account was given.
   */
  account?: { tokens: bigint; coin: bigint; credit: bigint } | undefined
  x314?: X314State | undefined
  sale?: Sale314State | undefined
}

const commonViews = [
  'name',
  'symbol',
  'totalSupply',
  'getReserves',
  'buyFeeBps',
  'sellFeeBps',
  'MAX_FEE_BPS',
  'feeReceiver',
  'maxWallet',
  'liquidityLockedUntil',
  'liquidityProvider',
  'owner',
  'tradingOpen',
] as const
const x314Views = ['tradingStartTime', 'burnBps', 'inviteBps', 'minBindAmount'] as const
const saleViews = [
  'phase',
  'raised',
  'buyers',
  'tokensPerCoin',
  'hardCap',
  'softCap',
  'minContribution',
  'maxContribution',
  'endTime',
  'liquidityBps',
  'lockDuration',
  'beneficiary',
] as const

/**
 * An ERC314 token's market at one block (through the chain's aggregator where it has one): the
 * reserves, fees and their receiver, max wallet, the liquidity lock and its provider, the owner,
 * whether trading is open, and for the x314 and sale versions their own fields, with the account's
 * balances, inviter and sale contribution when `account` is given. Undefined when `token` holds no
 * TokenBox ERC314 template.
 *
 * @example
 * const market = await read314State(publicClient, { token, account })
 * if (market?.tradingOpen) showTradePanel(market)
 */
export async function read314State(
  client: PublicClient,
  parameters: { token: Address; account?: Address | undefined },
): Promise<Market314State | undefined> {
  const { token, account } = parameters
  const template = await readTokenTemplate(client, { address: token })
  if (!isMarket314Template(template)) return undefined
  const block = await client.getBlock({ blockTag: 'latest' })
  const blockNumber = block.number
  const x = isX314Template(template)
  const sale = isSale314Template(template)
  // Each group checked against its template's ABI, then read in one aggregate call.
  const reads: readonly AnyContractRead[] = [
    ...contractReads(
      commonViews.map((functionName) => ({ address: token, abi: token314Abi, functionName }) as const),
    ),
    ...(x
      ? contractReads(
          x314Views.map((functionName) => ({ address: token, abi: x314TokenAbi, functionName }) as const),
        )
      : []),
    ...(sale
      ? contractReads(
          saleViews.map((functionName) => ({ address: token, abi: sale314TokenAbi, functionName }) as const),
        )
      : []),
    ...(account
      ? contractReads([
          { address: token, abi: token314Abi, functionName: 'balanceOf', args: [account] },
          { address: token, abi: token314Abi, functionName: 'credits', args: [account] },
        ])
      : []),
    ...(account && x
      ? contractReads([{ address: token, abi: x314TokenAbi, functionName: 'inviterOf', args: [account] }])
      : []),
    ...(account && sale
      ? contractReads([
          { address: token, abi: sale314TokenAbi, functionName: 'contributionOf', args: [account] },
        ])
      : []),
  ]
  const values: readonly unknown[] = client.chain?.contracts?.multicall3
    ? await client.multicall({ contracts: reads, allowFailure: false, blockNumber })
    : await Promise.all(reads.map((one) => client.readContract({ ...one, blockNumber })))
  let index = 0
  const next = <T>() => values[index++] as T
  const common = Object.fromEntries(commonViews.map((view) => [view, next<unknown>()])) as Record<
    (typeof commonViews)[number],
    unknown
  >
  const [coin, tokens] = common.getReserves as readonly [bigint, bigint]
  const x314Named = x ? Object.fromEntries(x314Views.map((view) => [view, next<unknown>()])) : undefined
  const saleNamed = sale ? Object.fromEntries(saleViews.map((view) => [view, next<unknown>()])) : undefined
  const balance = account ? next<bigint>() : undefined
  const credit = account ? next<bigint>() : undefined
  const inviter = account && x ? next<Address>() : undefined
  const contribution = account && sale ? next<bigint>() : undefined
  return {
    token,
    template,
    name: common.name as string,
    symbol: common.symbol as string,
    decimals: 18,
    totalSupply: common.totalSupply as bigint,
    coinReserve: coin,
    tokenReserve: tokens,
    buyFeeBps: Number(common.buyFeeBps),
    sellFeeBps: Number(common.sellFeeBps),
    maxFeeBps: Number(common.MAX_FEE_BPS),
    feeReceiver: common.feeReceiver as Address,
    maxWallet: common.maxWallet as bigint,
    lockedUntil: common.liquidityLockedUntil as bigint,
    provider: common.liquidityProvider as Address,
    owner: common.owner as Address,
    tradingOpen: common.tradingOpen as boolean,
    chainTime: block.timestamp,
    blockNumber,
    account:
      account && balance !== undefined
        ? {
            tokens: balance,
            coin: await client.getBalance({ address: account, blockNumber }),
            credit: credit ?? 0n,
          }
        : undefined,
    x314: x314Named
      ? {
          tradingStartTime: BigInt(x314Named.tradingStartTime as bigint),
          burnBps: Number(x314Named.burnBps),
          inviteBps: Number(x314Named.inviteBps),
          minBindAmount: x314Named.minBindAmount as bigint,
          inviter,
        }
      : undefined,
    sale: saleNamed
      ? {
          phase: sale314Phases[Number(saleNamed.phase)]!,
          raised: saleNamed.raised as bigint,
          buyers: BigInt(saleNamed.buyers as bigint),
          tokensPerCoin: saleNamed.tokensPerCoin as bigint,
          hardCap: saleNamed.hardCap as bigint,
          softCap: saleNamed.softCap as bigint,
          minContribution: saleNamed.minContribution as bigint,
          maxContribution: saleNamed.maxContribution as bigint,
          endTime: BigInt(saleNamed.endTime as bigint),
          liquidityBps: Number(saleNamed.liquidityBps),
          lockDuration: BigInt(saleNamed.lockDuration as bigint),
          beneficiary: saleNamed.beneficiary as Address,
          contribution,
        }
      : undefined,
  }
}
