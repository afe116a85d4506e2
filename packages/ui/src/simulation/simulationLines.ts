import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import type {
  SimulationSummary,
  SummaryAmount,
  SummaryLine,
} from '@tokenbox/core/simulation/summarizeSimulation.ts'
import type { TFunction } from 'i18next'
import type { Address } from 'viem'

/** One line in words: its text, its tone (how a screen marks it) and the address it names. */
export type SimulationTextLine = {
  tone: 'out' | 'in' | 'grant' | 'create' | 'caution' | 'fails' | 'unknown' | 'none'
  text: string
  /** The full address of who receives, sends or is allowed, when the text names one. */
  address?: Address
}

export type SimulationNamer = {
  /** Any `t` with the `simulation` and `errors` namespaces loaded: keys are asked with their namespace. */
  t: TFunction
  /** A short name for a sentence (a known token's symbol, a known contract's name); unnamed: the shortened address. */
  label?: ((address: Address) => string | undefined) | undefined
  /**
   * What the screen shows: a `step` of a TokenBox flow (default; "This step would fail, so your
   * wallet is not asked…") or a `transaction` a page asks (the extension's guard: "This transaction
   * will fail: …", and its own words for an RPC that cannot tell).
   */
  subject?: 'step' | 'transaction' | undefined
  /** A line "It moves none of your coins or tokens…" for a summary without lines (else none). */
  sayNothing?: boolean | undefined
}

/**
 * A simulation summary (core's summarizeTransaction) as the sentences a screen shows before the
 * wallet opens (issue 80), in the `simulation` namespace's words: "You send 2.85 ETH to 3
 * addresses", "You receive 285.3 USDT", what others may spend, the contract created; "This step
 * would fail, …: <the error table's words>"; that the RPC could not simulate, or did not answer in
 * time. A summary that moves nothing gives no line (`success` with no lines): a step that changes
 * a setting shows nothing (`sayNothing`: one line that says so). The web app's steps and the
 * extension's guard (`subject: 'transaction'`) both word their summaries here.
 *
 * @example
 * simulationLines({ status: 'success', lines }, { t }) // [{ tone: 'out', text: 'You send 2.85 ETH to 3 addresses' }]
 */
export function simulationLines(summary: SimulationSummary, namer: SimulationNamer): SimulationTextLine[] {
  const { t } = namer
  const ns = 'simulation'
  const context = namer.subject === 'transaction' ? { context: 'transaction' } : {}
  switch (summary.status) {
    case 'unavailable':
      return [{ tone: 'unknown', text: t('unavailable', { ns, ...context }) }]
    case 'unread':
      return [{ tone: 'unknown', text: t('unread', { ns, ...context }) }]
    case 'fails': {
      const { failure } = summary
      const reason =
        failure.kind === 'error'
          ? t(failure.key, { ...failure.params, ns: 'errors' })
          : failure.kind === 'message'
            ? t('failsMessage', { message: failure.message, ns })
            : failure.kind === 'panic'
              ? t('failsPanic', { code: failure.code, ns })
              : t('failsUnexplained', { ns })
      return [{ tone: 'fails', text: t('fails', { reason, ns, ...context }) }]
    }
    default:
      if (summary.lines.length === 0 && namer.sayNothing)
        return [{ tone: 'none', text: t('nothing', { ns }) }]
      return summary.lines.map((line) => textOf(line, namer))
  }
}

function textOf(line: SummaryLine, namer: SimulationNamer): SimulationTextLine {
  const { t } = namer
  const ns = 'simulation'
  const label = (address: Address) => namer.label?.(address) ?? formatAddress(address)
  const amount = (value: SummaryAmount, token: Address) => {
    const written = value.baseUnits
      ? t('baseUnitsOf', { amount: value.value, token: label(token), ns })
      : `${value.value} ${value.symbol ?? label(token)}`
    // What it is worth, where the chain's pools say it (core's readUsdPrices).
    return value.usd ? t('worth', { amount: written, usd: value.usd, ns }) : written
  }
  switch (line.kind) {
    case 'send':
    case 'receive': {
      const nft = line.asset === 'erc721' || line.asset === 'erc1155'
      const what = nft
        ? `${line.amount.value === '1' ? '' : `${line.amount.value} × `}${t('nft', { collection: label(line.token), id: line.tokenId ?? '', ns })}`
        : amount(line.amount, line.token)
      if (line.kind === 'receive') return { tone: 'in', text: t('receive', { amount: what, ns }) }
      const [to] = line.counterparties
      if (line.counterparties.length === 1 && to)
        return { tone: 'out', text: t('send', { amount: what, to: label(to), ns }), address: to }
      return { tone: 'out', text: t('sendMany', { amount: what, count: line.counterparties.length, ns }) }
    }
    case 'approve': {
      const context =
        line.standard === 'permit2'
          ? line.unlimited
            ? 'permit2Unlimited'
            : 'permit2'
          : line.unlimited
            ? 'unlimited'
            : undefined
      return {
        tone: 'grant',
        text: t('approve', {
          spender: label(line.spender),
          token: line.symbol ?? label(line.token),
          amount: line.amount ? amount(line.amount, line.token) : '',
          ...(context ? { context } : {}),
          ns,
        }),
        address: line.spender,
      }
    }
    case 'approveItem':
      return {
        tone: 'grant',
        text: t('approveItem', {
          spender: label(line.spender),
          collection: label(line.token),
          id: line.tokenId,
          ns,
        }),
        address: line.spender,
      }
    case 'operator':
      return {
        tone: line.approved ? 'grant' : 'none',
        text: t(line.approved ? 'operator' : 'operatorRevoked', {
          spender: label(line.spender),
          collection: label(line.token),
          ns,
        }),
        address: line.spender,
      }
    case 'create':
      return {
        tone: 'create',
        text: t('create', { address: formatAddress(line.address), ns }),
        address: line.address,
      }
    case 'newContractUnread':
      return { tone: 'unknown', text: t('newContractUnread', { count: line.count, ns }) }
    case 'valuesUnread':
      return { tone: 'unknown', text: t('valuesUnread', { ns }) }
    case 'newContract':
      return {
        tone: 'caution',
        text: t('newContract', { address: label(line.address), count: line.days, ns }),
        address: line.address,
      }
  }
}
