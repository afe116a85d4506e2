import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import type { ExchangeMode } from '@tokenbox/core/dex/exchangeMode.ts'
import { planExchange } from '@tokenbox/core/dex/planDexTrade.ts'
import type { RouteQuote } from '@tokenbox/core/dex/quoteSwap.ts'
import { type ExchangeSide, toExchangeTrade } from '@tokenbox/core/dex/toExchangeTrade.ts'
import { validateExchange } from '@tokenbox/core/dex/validateExchange.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatUnits, isAddress, isAddressEqual } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { acknowledgedTokens } from '../../../app/tokens/createdTokens.ts'
import { useToken } from '../../../app/tokens/useToken.ts'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { exchangeBlockerText } from './exchangeBlockerText.ts'
import { defaultTokenOut, trimDecimals } from './exchangeModel.ts'
import { readRecentSwapTokens, rememberSwapToken } from './recentSwapTokens.ts'
import { defaultSwapSettings, type SwapSettingsValue, slippageBpsOf } from './SwapSettings.tsx'
import { useSwapQuote } from './useSwapQuote.ts'
import { useSwapTax } from './useSwapTax.ts'

/**
 * The Exchange screen's flow, owned here so its components only render: the two assets and the
 * typed amount, their readings (tokens, measured taxes, the quote at every block), what core makes
 * of them (toExchangeTrade, validateExchange: the exact side, the bounds, the reason a trade cannot
 * be sent, worded here), and the send: core's planExchange chooses the steps and refuses a quote
 * older than the newest block, which is read again and shown instead of sent.
 *
 * @example
 * const exchange = useExchange(entry)
 * <Button disabled={Boolean(exchange.blocker)} onClick={() => void exchange.submit()}>{exchange.blocker ?? 'Swap'}</Button>
 */
export function useExchange(entry: ChainEntry) {
  const { t } = useTranslation('dex')
  const { address: account } = useConnection()
  const publicClient = usePublicClient({ chainId: entry.id })
  const runner = useStepRunner()
  const [tokenIn, setTokenIn] = useState<string>(nativeTokenAddress)
  const [tokenOut, setTokenOut] = useState<string>(() => defaultTokenOut(entry))
  const [typed, setTyped] = useState<{ side: ExchangeSide; text: string }>({ side: 'in', text: '' })
  const [settings, setSettings] = useState<SwapSettingsValue>(defaultSwapSettings)
  const [unlimited, setUnlimited] = useState(false)
  const [acknowledgedHere, setAcknowledged] = useState<ReadonlySet<string>>(new Set())
  // The tokens this browser created count as acknowledged: the user knows their own token.
  const acknowledged = acknowledgedTokens(entry.id, acknowledgedHere)
  const [recent, setRecent] = useState(() => readRecentSwapTokens(entry.id))
  // The steps of the last run, with its mode: their titles stay those of the trade that ran while
  // the form moves on to another (an unwrap's step is not retitled "Swap").
  const [ran, setRan] = useState<{ steps: Step[]; mode: ExchangeMode | undefined }>({
    steps: [],
    mode: undefined,
  })
  const [notice, setNotice] = useState<'priceUpdated' | 'networkFailed' | 'done' | undefined>()
  const [honeypotAccepted, setHoneypotAccepted] = useState(false)

  const infoIn = useToken(tokenIn, { owner: account, native: true })
  const infoOut = useToken(tokenOut, { owner: account, native: true })
  const taxIn = useSwapTax(tokenIn)
  const taxOut = useSwapTax(tokenOut)
  const sideIn = infoIn.data ?? undefined
  const sideOut = infoOut.data ?? undefined
  const trade = toExchangeTrade(
    { tokenIn, tokenOut, typed },
    { entry, assetIn: infoIn.data, assetOut: infoOut.data, taxIn: taxIn.data, taxOut: taxOut.data },
  )
  const quote = useSwapQuote(trade.quoteRequest)
  const slippageBps = slippageBpsOf(settings.slippage)
  const check = validateExchange(trade, {
    account,
    quote: { data: quote.data, isError: quote.isError, isFetching: quote.isFetching, stale: quote.stale },
    slippageBps,
    acknowledged,
    honeypotAccepted,
  })
  const { side } = trade

  // What each box shows: the typed text on its side, the quote (or the 1:1 wrap) on the other.
  // The quoted side shows six decimals at most (the exact figure is in the details and `data-amount`).
  const otherSide = side === 'in' ? sideOut : sideIn
  const shown = (boxSide: ExchangeSide) =>
    boxSide === side
      ? typed.text
      : check.otherAmount !== undefined && otherSide
        ? trimDecimals(formatUnits(check.otherAmount, otherSide.decimals), 6)
        : ''

  const symbolOf = (address: string) => {
    if (sideIn && isAddress(tokenIn) && address.toLowerCase() === tokenIn.toLowerCase()) return sideIn.symbol
    if (sideOut && isAddress(tokenOut) && address.toLowerCase() === tokenOut.toLowerCase())
      return sideOut.symbol
    return undefined
  }
  const pathSymbols = (route: RouteQuote) =>
    route.path.map((token, index) => {
      if (index === 0) return sideIn?.symbol ?? '?'
      if (index === route.path.length - 1) return sideOut?.symbol ?? '?'
      const listed = entry.tokens.find((candidate) => isAddressEqual(candidate.address, token))
      return listed?.name ?? `${token.slice(0, 6)}…`
    })

  const submit = async () => {
    if (check.blocker || !account || !publicClient) return
    setNotice(undefined)
    const plan = await planExchange(publicClient, {
      trade,
      quote: quote.data,
      slippageBps,
      deadlineMinutes: settings.deadlineMinutes,
      recipient: account,
      approval: unlimited ? 'unlimited' : 'exact',
    })
    // A click never does nothing: a quote being read again, or read before the newest block, is
    // refreshed and shown, and the user clicks again.
    if (plan.status === 'stale') {
      await quote.refetch()
      setNotice('priceUpdated')
      return
    }
    // The node did not answer the newest block: said, and the user clicks again (as for liquidity).
    if (plan.status === 'unread') {
      setNotice('networkFailed')
      return
    }
    setRan({ steps: plan.steps, mode: trade.mode })
    const outcome = await runner.run(plan.steps)
    // The trade is done when the chain says so: the notice does not wait for the balances, which
    // follow when the node answers (a busy node delayed it past 30 s in a test run).
    if (outcome.status === 'done') {
      setNotice('done')
      setTyped({ side, text: '' })
      for (const token of trade.unknownTokens) setRecent(rememberSwapToken(entry.id, token))
    }
    void Promise.all([infoIn.refetch(), infoOut.refetch()])
  }

  const flip = () => {
    setTokenIn(tokenOut)
    setTokenOut(tokenIn)
    const next = side === 'in' ? 'out' : 'in'
    setTyped({ side: next, text: shown(next) ? typed.text : '' })
    setHoneypotAccepted(false)
    setNotice(undefined)
  }
  const choose = (boxSide: ExchangeSide, address: string) => {
    const other = boxSide === 'in' ? tokenOut : tokenIn
    // Choosing the other box's token swaps the two, as every exchange does.
    if (other.toLowerCase() === address.toLowerCase()) return flip()
    if (boxSide === 'in') setTokenIn(address)
    else setTokenOut(address)
    setHoneypotAccepted(false)
    setNotice(undefined)
  }
  const type = (boxSide: ExchangeSide, text: string) => {
    setNotice(undefined)
    setTyped({ side: boxSide, text })
  }

  return {
    entry,
    account,
    runner,
    tokens: { in: tokenIn, out: tokenOut },
    info: { in: sideIn, out: sideOut },
    tax: { in: taxIn.data, out: taxOut.data, testing: taxIn.isFetching || taxOut.isFetching },
    typedSide: typed.side,
    trade,
    quote: quote.data,
    ...check,
    blocker: check.blocker && exchangeBlockerText(t, check.blocker),
    shown,
    exactAmount: (boxSide: ExchangeSide) => (boxSide === side ? trade.amount : check.otherAmount),
    symbolOf,
    pathSymbols,
    recent,
    settings,
    setSettings,
    unlimited,
    setUnlimited,
    acknowledged,
    acknowledge: (token: string) => setAcknowledged((set) => new Set([...set, token.toLowerCase()])),
    honeypotAccepted,
    setHoneypotAccepted,
    steps: ran.steps,
    stepsMode: ran.mode,
    notice,
    submit,
    flip,
    choose,
    type,
  }
}

export type ExchangeFlow = ReturnType<typeof useExchange>
