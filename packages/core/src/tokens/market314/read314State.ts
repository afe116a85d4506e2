import type { Address, PublicClient } from 'viem'
import { sale314TokenAbi } from '../../contracts/Sale314Token.abi.ts'
import { token314Abi } from '../../contracts/Token314.abi.ts'
import { x314TokenAbi } from '../../contracts/X314Token.abi.ts'
import { type AnswersByView, answersByView } from '../../evm/answersByView.ts'
import { readContractsAt } from '../../evm/readContractsAt.ts'
import { type ViewAnswers, viewReads } from '../../evm/viewReads.ts'
import type { Sale314Terms } from '../createTokenDeployStep.ts'
import { templateViews } from '../readTokenDetails.ts'
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

/**
 * The views every ERC314 market answers (the market settings Manage Token reads too:
 * readTokenDetails' templateViews, and those beside them), read at one block with the version's own.
 */
const marketViews = [
  'name',
  'symbol',
  'totalSupply',
  'getReserves',
  'MAX_FEE_BPS',
  'owner',
  ...templateViews.erc314,
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
  const market = { address: token, abi: token314Abi } as const
  const xMarket = { address: token, abi: x314TokenAbi } as const
  const saleMarket = { address: token, abi: sale314TokenAbi } as const
  // One aggregate call at one block: the template's own groups only for it, the account's reads
  // only with an account; each answer typed from its view.
  const [common, own, xRead, saleRead] = await readContractsAt(client, blockNumber, [
    viewReads(market, marketViews),
    // Written `as const`: a conditional's branches keep their function names only so.
    account
      ? ([
          { ...market, functionName: 'balanceOf', args: [account] },
          { ...market, functionName: 'credits', args: [account] },
        ] as const)
      : undefined,
    x
      ? ([
          { ...xMarket, functionName: 'tradingStartTime' },
          { ...xMarket, functionName: 'burnBps' },
          { ...xMarket, functionName: 'inviteBps' },
          { ...xMarket, functionName: 'minBindAmount' },
          account ? ({ ...xMarket, functionName: 'inviterOf', args: [account] } as const) : undefined,
        ] as const)
      : undefined,
    sale
      ? ([
          viewReads(saleMarket, sale314Views),
          account ? ({ ...saleMarket, functionName: 'contributionOf', args: [account] } as const) : undefined,
        ] as const)
      : undefined,
  ])
  const views = answersByView(marketViews, common)
  const [coinReserve, tokenReserve] = views.getReserves
  return {
    token,
    template,
    name: views.name,
    symbol: views.symbol,
    decimals: 18,
    totalSupply: views.totalSupply,
    coinReserve,
    tokenReserve,
    buyFeeBps: views.buyFeeBps,
    sellFeeBps: views.sellFeeBps,
    maxFeeBps: views.MAX_FEE_BPS,
    feeReceiver: views.feeReceiver,
    maxWallet: views.maxWallet,
    lockedUntil: views.liquidityLockedUntil,
    provider: views.liquidityProvider,
    owner: views.owner,
    tradingOpen: views.tradingOpen,
    chainTime: block.timestamp,
    blockNumber,
    account:
      account && own
        ? {
            tokens: own[0],
            coin: await client.getBalance({ address: account, blockNumber }),
            credit: own[1],
          }
        : undefined,
    x314: xRead && x314State(xRead),
    sale: saleRead && sale314State(answersByView(sale314Views, saleRead[0]), saleRead[1]),
  }
}

/** The x314 group's answers, named. */
const x314State = ([tradingStartTime, burnBps, inviteBps, minBindAmount, inviter]: readonly [
  bigint,
  number,
  number,
  bigint,
  Address | undefined,
]): X314State => ({ tradingStartTime, burnBps, inviteBps, minBindAmount, inviter })

/** The sale version's views, each a Sale314State figure of the same name. */
const sale314Views = [
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

/** The sale group's answers as its state: the phase by name, the pool share as a number. */
function sale314State(
  views: AnswersByView<typeof sale314Views, ViewAnswers<typeof sale314TokenAbi, typeof sale314Views>>,
  contribution: bigint | undefined,
): Sale314State {
  return {
    ...views,
    phase: sale314Phases[views.phase]!,
    liquidityBps: Number(views.liquidityBps),
    contribution,
  }
}
