import { useQuery } from '@tanstack/react-query'
import {
  buy314Step,
  sell314Step,
  trade314Deadline,
} from '@tokenbox/core/tokens/market314/market314ActionSteps.ts'
import { parseSlippage, validateTradeAmount } from '@tokenbox/core/tokens/market314/market314Actions.ts'
import { defaultSlippageBps } from '@tokenbox/core/tokens/market314/quote314.ts'
import { quote314QueryOptions } from '@tokenbox/core/tokens/market314/quote314Query.ts'
import type { Market314State } from '@tokenbox/core/tokens/market314/read314State.ts'
import { useEffect, useState } from 'react'
import { parseEther } from 'viem'
import { usePublicClient } from 'wagmi'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'

/** How long typing must pause before the chain is asked for a quote. */
const quoteDelayMs = 300

/**
 * The trade panel's flow, owned here so the panel only renders: the side, the amount and slippage
 * as typed and their issues, the token's own quote for the amount (asked once typing pauses, again
 * on every block the market is read at), and the buy or sell through the step runner with the
 * quote's minimum less the slippage.
 *
 * @example
 * const trade = useTrade314(market)
 * trade.quote.data?.amountOut
 */
export function useTrade314(state: Market314State) {
  const publicClient = usePublicClient()
  const { run, result, running } = useStepRunner()
  const [side, setSide] = useState<'buy' | 'sell'>('buy')
  const [amount, setAmount] = useState('')
  const [slippage, setSlippage] = useState(String(defaultSlippageBps / 100))
  const [settled, setSettled] = useState('')
  const [done, setDone] = useState<'buy' | 'sell' | undefined>()
  useEffect(() => {
    const timer = setTimeout(() => setSettled(amount), quoteDelayMs)
    return () => clearTimeout(timer)
  }, [amount])

  const balance = side === 'buy' ? state.account?.coin : state.account?.tokens
  const amountIssue = amount.trim() ? validateTradeAmount(amount, balance) : undefined
  const slippageResult = parseSlippage(slippage)
  const slippageIssue = 'issue' in slippageResult ? slippageResult.issue : undefined
  const slippageBps = 'bps' in slippageResult ? slippageResult.bps : defaultSlippageBps
  const settledValid = settled.trim() !== '' && !validateTradeAmount(settled, undefined)
  const amountIn = settledValid ? parseEther(settled.trim()) : undefined

  const quote = useQuery(
    quote314QueryOptions(publicClient, {
      token: state.token,
      side,
      amountIn,
      slippageBps,
      blockNumber: state.blockNumber,
    }),
  )
  // Only a quote of what the field holds now: while typing pauses (`settled` lags `amount`) the
  // last quote is of the amount before, and a send must never take that one's amount and minimum.
  const current =
    settled === amount &&
    quote.data &&
    !quote.isPlaceholderData &&
    quote.data.side === side &&
    quote.data.amountIn === amountIn

  const submit = async () => {
    if (!current || amountIssue || slippageIssue || !quote.data) return
    const deadline = trade314Deadline(state.chainTime)
    const step =
      side === 'buy'
        ? buy314Step({
            token: state.token,
            value: quote.data.amountIn,
            minTokensOut: quote.data.minOut,
            deadline,
          })
        : sell314Step({
            token: state.token,
            tokensIn: quote.data.amountIn,
            minCoinOut: quote.data.minOut,
            deadline,
          })
    setDone(undefined)
    const outcome = await run([step])
    if (outcome.status === 'done') {
      setDone(side)
      setAmount('')
    }
  }

  return {
    side,
    setSide: (next: 'buy' | 'sell') => {
      setSide(next)
      setAmount('')
      setDone(undefined)
    },
    amount,
    setAmount,
    amountIssue,
    slippage,
    setSlippage,
    slippageIssue,
    quote,
    quoteReady: Boolean(current) && !amountIssue && !slippageIssue,
    submit,
    running,
    result,
    done,
    balance,
  }
}
