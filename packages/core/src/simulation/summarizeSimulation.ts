import type { Address } from 'viem'
import { readContractError } from '../errors/contractErrors.ts'
import type { ErrorMessageKey } from '../errors/errorMessageKeys.ts'
import { ammReasonKey } from '../errors/toErrorMessage.ts'
import { formatTokenAmount } from '../format/formatTokenAmount.ts'
import { formatUsd } from '../format/formatUsd.ts'
import { newContractDays } from './newContracts.ts'
import type { AssetChange, RevertReason, TransactionSimulation } from './simulateTransaction.ts'

/**
 * An amount as a line shows it: whole tokens in the reader's grouping with the symbol where the
 * token said its decimals, else the base units (`baseUnits`: the screen says "smallest units").
 */
export type SummaryAmount = {
  /** The number alone, positive, grouped as `language` writes numbers (`1,234.5`, `1.234,5`). */
  value: string
  symbol?: string
  /** True when `value` is in the token's smallest units (it did not say its decimals). */
  baseUnits: boolean
  /** What it is worth in dollars ("$1,234.56" as `language` writes money), where a price is known. */
  usd?: string
}

/** One line of "what this transaction will do", in the order a reader takes it in. */
export type SummaryLine =
  /** The coin or a token leaves the wallet (`to`: who receives it) or enters it (`to`: who sends it). */
  | {
      kind: 'send' | 'receive'
      asset: AssetChange['kind']
      /** The token's contract; the zero address for the coin. */
      token: Address
      amount: SummaryAmount
      /** An NFT's id, in decimal. */
      tokenId?: string
      counterparties: Address[]
    }
  /** An ERC-20 allowance, or a Permit2 allowance (with its end, unix seconds; 0: only the block it is used in). */
  | {
      kind: 'approve'
      standard: 'erc20' | 'permit2'
      token: Address
      spender: Address
      unlimited: boolean
      /** Absent when unlimited. */
      amount?: SummaryAmount
      /** Allowances that do not say their token's symbol are named by the token's address. */
      symbol?: string
      expiration?: bigint
    }
  /** One NFT's approval. */
  | { kind: 'approveItem'; token: Address; spender: Address; tokenId: string }
  /** An operator over a whole collection (`approved: false`: one taken away). */
  | { kind: 'operator'; token: Address; spender: Address; approved: boolean }
  | { kind: 'create'; address: Address }
  /** Who receives the assets or may spend them is a contract created within the last `days` days. */
  | { kind: 'newContract'; address: Address; days: number }
  /** How many recipients' age the node could not tell (it keeps no old state). */
  | { kind: 'newContractUnread'; count: number; days: number }
  /** The dollar values could not be read (the RPC failed or was late): the amounts stand alone. */
  | { kind: 'valuesUnread' }

/**
 * Why the transaction will fail, in words a screen can say: a TokenBox contract's error (or a
 * known exchange's reason) by its error-table key; another contract's own reason text; a panic
 * (Solidity's code, hex); or nothing the contract explains.
 */
export type SummaryFailure =
  | { kind: 'error'; key: ErrorMessageKey; params: Record<string, string> }
  | { kind: 'message'; message: string }
  | { kind: 'panic'; code: string }
  | { kind: 'unexplained' }

export type SimulationSummary =
  /** `lines` empty: it moves nothing of the sender's and grants nothing. */
  | { status: 'success'; lines: SummaryLine[] }
  | { status: 'fails'; failure: SummaryFailure }
  /** The RPC can neither simulate nor trace (it would not revert: that alone is known). */
  | { status: 'unavailable' }
  /** The RPC did not answer in time, or failed: nothing is known. */
  | { status: 'unread' }

export type SummarizeSimulationOptions = {
  /** How numbers are grouped (core's groupDecimal): the reader's language. */
  language: string
  /** Decimals an amount shows at most (truncated, never more than there is); 6 by default. */
  maxDecimals?: number
  /**
   * Dollars per whole token by lowercase address (the zero address: the coin), from
   * readUsdPrices: what moves gets its value beside its amount. None: no values.
   */
  usdPrices?: ReadonlyMap<string, number> | undefined
  /** The prices were asked for and could not be read: a `valuesUnread` line says so. */
  usdPricesUnread?: boolean | undefined
}

/** The longest reason text a contract's own message shows: a reason is a sentence, not a dump. */
const maxMessageLength = 160

/**
 * What a simulated transaction will do, as the lines a screen shows before the wallet opens (the
 * extension's guard, issue 80): what leaves the sender's wallet first, then what enters it, then
 * what it allows others to take, then the contracts it creates; or why it will fail, or that the
 * RPC could not tell. Amounts are formatted here, in `language`, positive, with their symbol;
 * names of addresses are the screen's to add. Pure: nothing is read.
 *
 * @example
 * summarizeSimulation(await simulateTransaction(client, request), { language: 'en' })
 * // { status: 'success', lines: [{ kind: 'send', asset: 'native', amount: { value: '1.5', symbol: 'ETH', baseUnits: false }, ... }] }
 */
export function summarizeSimulation(
  simulation: TransactionSimulation,
  options: SummarizeSimulationOptions,
): SimulationSummary {
  if (simulation.status === 'unavailable') return { status: 'unavailable' }
  if (simulation.status === 'reverted')
    return { status: 'fails', failure: summarizeRevert(simulation.reason) }
  const amount = (
    value: bigint,
    decimals: number | undefined,
    symbol: string | undefined,
    token?: Address,
  ): SummaryAmount => {
    const magnitude = value < 0n ? -value : value
    const price = token && decimals !== undefined ? options.usdPrices?.get(token.toLowerCase()) : undefined
    return {
      ...(price !== undefined
        ? { usd: formatUsd((Number(magnitude) / 10 ** (decimals ?? 0)) * price, options.language) }
        : {}),
      value:
        decimals === undefined
          ? formatTokenAmount(magnitude, 0, 0, { language: options.language })
          : formatTokenAmount(magnitude, decimals, options.maxDecimals ?? 6, {
              language: options.language,
              exactWhenTiny: true,
            }),
      ...(symbol ? { symbol } : {}),
      baseUnits: decimals === undefined,
    }
  }
  const moves = simulation.changes.map((change): SummaryLine => {
    const nft = change.kind === 'erc721' || change.kind === 'erc1155'
    return {
      kind: change.amount < 0n ? 'send' : 'receive',
      asset: change.kind,
      token: change.asset,
      // An NFT counts items: no decimals to apply, and no "smallest units" to say.
      amount: nft
        ? { ...amount(change.amount, 0, change.symbol), baseUnits: false }
        : amount(change.amount, change.decimals, change.symbol, change.asset),
      ...(change.tokenId !== undefined ? { tokenId: change.tokenId.toString() } : {}),
      counterparties: [...change.counterparties],
    }
  })
  const grants = simulation.approvals.map((grant): SummaryLine => {
    switch (grant.kind) {
      case 'erc20':
        return {
          kind: 'approve',
          standard: 'erc20',
          token: grant.token,
          spender: grant.spender,
          unlimited: grant.unlimited,
          ...(grant.unlimited ? {} : { amount: amount(grant.amount, grant.decimals, grant.symbol) }),
          ...(grant.symbol ? { symbol: grant.symbol } : {}),
        }
      case 'permit2':
        return {
          kind: 'approve',
          standard: 'permit2',
          token: grant.token,
          spender: grant.spender,
          unlimited: grant.unlimited,
          ...(grant.unlimited ? {} : { amount: amount(grant.amount, undefined, undefined) }),
          expiration: grant.expiration,
        }
      case 'erc721':
        return {
          kind: 'approveItem',
          token: grant.token,
          spender: grant.spender,
          tokenId: grant.tokenId.toString(),
        }
      default:
        return { kind: 'operator', token: grant.token, spender: grant.spender, approved: grant.approved }
    }
  })
  // Allowances set to zero take a permission away: nothing for the reader to worry about.
  const granting = grants.filter(
    (line) => line.kind !== 'approve' || line.unlimited || line.amount?.value !== '0',
  )
  return {
    status: 'success',
    lines: [
      ...moves.filter((line) => line.kind === 'send'),
      ...moves.filter((line) => line.kind === 'receive'),
      ...granting,
      ...simulation.created.map((address): SummaryLine => ({ kind: 'create', address })),
      ...(simulation.newContracts ?? []).map(
        (address): SummaryLine => ({ kind: 'newContract', address, days: newContractDays }),
      ),
      ...(simulation.newContractsUnread
        ? [
            {
              kind: 'newContractUnread',
              count: simulation.newContractsUnread,
              days: newContractDays,
            } as const,
          ]
        : []),
      ...(options.usdPricesUnread ? [{ kind: 'valuesUnread' } as const] : []),
    ],
  }
}

/**
 * A revert in words: TokenBox's contracts' errors by the error table's key (core's
 * readContractError, as toErrorMessage reads them); the reason strings of UniswapV2-style routers
 * ("UniswapV2Router: EXPIRED") by the same keys; "caller is not the owner" as noPermission; any
 * other reason string as the contract's own words (shortened); a panic by its code; a custom error
 * no TokenBox contract declares, or no data, as unexplained: never a selector or raw data.
 *
 * @example
 * summarizeRevert({ kind: 'error', name: 'ERC20InsufficientBalance', args: [from, 0n, 1n] }) // { kind: 'error', key: 'tokenBalanceTooLow', params: {} }
 */
export function summarizeRevert(reason: RevertReason): SummaryFailure {
  switch (reason.kind) {
    case 'error': {
      const reading = readContractError(reason.name, reason.args)
      return reading ? { kind: 'error', key: reading.key, params: reading.params } : { kind: 'unexplained' }
    }
    case 'message': {
      const message = reason.message.trim()
      if (!message) return { kind: 'unexplained' }
      if (/caller is not the owner/i.test(message)) return { kind: 'error', key: 'noPermission', params: {} }
      const key = ammReasonKey(message)
      if (key) return { kind: 'error', key, params: {} }
      return {
        kind: 'message',
        message: message.length > maxMessageLength ? `${message.slice(0, maxMessageLength - 1)}…` : message,
      }
    }
    case 'panic':
      return { kind: 'panic', code: `0x${reason.code.toString(16).padStart(2, '0')}` }
    default:
      return { kind: 'unexplained' }
  }
}
