import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { isListedToken } from '@tokenbox/core/dex/isListedToken.ts'
import { planAddLiquidity } from '@tokenbox/core/dex/planDexTrade.ts'
import { type AddLiquidityQuote, quoteAddLiquidity } from '@tokenbox/core/dex/quoteAddLiquidity.ts'
import { slippageIssue } from '@tokenbox/core/dex/slippageIssue.ts'
import { parseDraftAmount, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, isAddress, isAddressEqual } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { issueText } from '../../../app/forms/issueRule.ts'
import { acknowledgedTokens } from '../../../app/tokens/createdTokens.ts'
import { useToken } from '../../../app/tokens/useToken.ts'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { defaultTokenOut } from '../exchange/exchangeModel.ts'
import { rememberSwapToken } from '../exchange/recentSwapTokens.ts'
import { defaultSwapSettings, type SwapSettingsValue, slippageBpsOf } from '../exchange/SwapSettings.tsx'
import { useSwapTax } from '../exchange/useSwapTax.ts'
import { usePool } from './usePool.ts'

export type Side = 'A' | 'B'

/** What the last deposit gave: the pair and the LP tokens it minted, for the "lock your LP" link. */
export type AddedLiquidity = { pair: Address; liquidity: bigint }

const other = (side: Side): Side => (side === 'A' ? 'B' : 'A')

/**
 * The Add Liquidity flow on one chain: the DEX, the two tokens (the native coin travels as its
 * wrapped token), the pool read on every block, the amounts (the typed one, and the other filled at
 * the pool's ratio, or typed too for a new pool), the quote of LP and share (core's
 * quoteAddLiquidity, taxed tokens counted at what arrives), what blocks sending in the user's
 * language, and the send: the pool is read again first, and a ratio that moved is shown again
 * instead of sent; then approvals and the deposit go through the step runner.
 *
 * @example
 * const flow = useAddLiquidity(entry)
 * <Button disabled={Boolean(flow.blocker)} onClick={flow.submit}>{flow.blocker ?? 'Add'}</Button>
 */
export function useAddLiquidity(entry: ChainEntry) {
  const { t } = useTranslation('dex')
  const { address: account } = useConnection()
  const publicClient = usePublicClient({ chainId: entry.id })
  const runner = useStepRunner()
  const [venueIndex, setVenueIndex] = useState(0)
  const [tokens, setTokens] = useState<Record<Side, string>>(() => ({
    A: nativeTokenAddress,
    B: defaultTokenOut(entry),
  }))
  const [texts, setTexts] = useState<Record<Side, string>>({ A: '', B: '' })
  const [typed, setTyped] = useState<Side>('A')
  const [settings, setSettings] = useState<SwapSettingsValue>(defaultSwapSettings)
  const [acknowledgedHere, setAcknowledged] = useState<ReadonlySet<string>>(new Set())
  // The tokens this browser created count as acknowledged: the user knows their own token.
  const acknowledged = acknowledgedTokens(entry.id, acknowledgedHere)
  const [run, setRun] = useState<{ steps: Step[]; titles: string[] }>({ steps: [], titles: [] })
  const [notice, setNotice] = useState<'priceUpdated' | 'networkFailed' | undefined>()
  const [added, setAdded] = useState<AddedLiquidity | undefined>()

  const venue = entry.swaps[venueIndex]
  const info = {
    A: useToken(tokens.A, { owner: account, native: true }),
    B: useToken(tokens.B, { owner: account, native: true }),
  }
  const tax = { A: useSwapTax(tokens.A), B: useSwapTax(tokens.B) }
  const valid = (side: Side) => isAddress(tokens[side]) || tokens[side] === nativeTokenAddress
  const native = (side: Side) => tokens[side] === nativeTokenAddress
  const routerToken = (side: Side): Address | undefined =>
    native(side) ? entry.wrappedNative : isAddress(tokens[side]) ? (tokens[side] as Address) : undefined
  const [routerA, routerB] = [routerToken('A'), routerToken('B')]
  const same = Boolean(routerA && routerB && isAddressEqual(routerA, routerB))
  const pool = usePool({
    factory: venue?.factory,
    tokenA: same ? undefined : routerA,
    tokenB: same ? undefined : routerB,
    owner: account,
  })

  const taxBps = (side: Side) => tax[side].data?.sellTaxBps ?? 0
  const issue = (side: Side) => {
    const token = info[side].data
    return texts[side].trim() && token ? validateAmount(texts[side], token.decimals) : undefined
  }
  const amount = (side: Side) => {
    const token = info[side].data
    return texts[side].trim() && token && !issue(side)
      ? parseDraftAmount(texts[side], token.decimals)
      : undefined
  }
  const newPool = pool.data ? pool.data.reserveA === 0n && pool.data.reserveB === 0n : undefined
  // An existing pool needs one typed amount; a new one both (they set the starting price).
  /** What the quote is computed from, the pool aside: the typed amount (both in an empty pool). */
  const quoteInput = (reading: NonNullable<typeof pool.data>) => {
    const empty = reading.reserveA === 0n && reading.reserveB === 0n
    const typedAmount = amount(typed)
    const otherAmount = empty ? amount(other(typed)) : 0n
    if (!typedAmount || otherAmount === undefined || (empty && otherAmount === 0n)) return undefined
    return {
      typed,
      amountA: typed === 'A' ? typedAmount : otherAmount,
      amountB: typed === 'B' ? typedAmount : otherAmount,
      taxBpsA: Math.min(taxBps('A'), 9_999),
      taxBpsB: Math.min(taxBps('B'), 9_999),
    }
  }
  const input = pool.data ? quoteInput(pool.data) : undefined
  const quote: AddLiquidityQuote | undefined =
    pool.data && input ? quoteAddLiquidity({ ...input, pool: pool.data }) : undefined
  const slippageBps = slippageBpsOf(settings.slippage)
  const unknownTokens = (['A', 'B'] as const)
    .map((side) => tokens[side])
    .filter((token) => isAddress(token) && !isListedToken(entry, token))
  const needsAcknowledgement = unknownTokens.some((token) => !acknowledged.has(token.toLowerCase()))

  const blocker = ((): string | undefined => {
    if (!account) return t('connectWallet', { ns: 'errors' })
    if (!venue) return t('button.noDex')
    if (!valid('A') || !valid('B')) return t('button.selectTokens')
    if (info.A.data === null || info.B.data === null) return t('validation.notToken')
    if (same) return t('button.sameToken')
    if (info.A.isError || info.B.isError || pool.isError) return t('networkFailed', { ns: 'errors' })
    if (!info.A.data || !info.B.data || !pool.data) return t('add.button.reading')
    if (!texts[typed].trim()) return t('button.enterAmount')
    const typedIssue = issue(typed)
    if (typedIssue) return issueText(t, typedIssue, 'dex')
    if (newPool) {
      if (!texts[other(typed)].trim()) return t('add.button.enterBoth')
      const otherIssue = issue(other(typed))
      if (otherIssue) return issueText(t, otherIssue, 'dex')
    }
    if (!quote || quote.amountA === 0n || quote.amountB === 0n || quote.liquidity === 0n)
      return t('add.button.tooSmall')
    for (const side of ['A', 'B'] as const) {
      const held = info[side].data
      const needed = side === 'A' ? quote.amountA : quote.amountB
      if (held && needed > held.balance) return t('add.button.insufficient', { symbol: held.symbol })
    }
    if (slippageIssue(slippageBps) === 'invalid') return t('settings.slippageIssue.invalid')
    if (needsAcknowledgement) return t('button.acknowledge')
    return undefined
  })()

  const submit = async () => {
    if (blocker || !account || !publicClient || !venue || !quote || !input || !routerA || !routerB) return
    setNotice(undefined)
    setAdded(undefined)
    // The ratio on screen is checked against the newest block before anything is asked.
    const plan = await planAddLiquidity(publicClient, {
      pool: {
        factory: venue.factory,
        tokenA: routerA,
        tokenB: routerB,
        owner: account,
        multicallAddress: entry.multicall,
      },
      quote: input,
      quoted: { amountA: quote.amountA, amountB: quote.amountB },
      router: venue.router,
      tokenA: routerA,
      tokenB: routerB,
      native: native('A') ? 'A' : native('B') ? 'B' : undefined,
      slippageBps,
      recipient: account,
      deadlineMinutes: settings.deadlineMinutes,
      routerNativeName: venue.routerNativeName,
    })
    if (plan.status === 'unread') {
      setNotice('networkFailed')
      return
    }
    if (plan.status === 'stale') {
      await pool.refetch()
      setNotice('priceUpdated')
      return
    }
    const next = plan.steps
    // Titled now: the tokens on screen may change while the progress stays.
    const symbolOf = (step: Step) =>
      step.type === 'approve' && typeof step.token === 'string' && isAddressEqual(step.token, routerA)
        ? info.A.data?.symbol
        : info.B.data?.symbol
    setRun({
      steps: next,
      titles: next.map((step) =>
        step.type === 'approve'
          ? t('add.progress.approve', { symbol: symbolOf(step) })
          : t('add.progress.add'),
      ),
    })
    const outcome = await runner.run(next)
    const [after] = await Promise.all([pool.refetch(), info.A.refetch(), info.B.refetch()])
    if (outcome.status === 'done' && after.data?.pair) {
      setAdded({ pair: after.data.pair, liquidity: after.data.balance - plan.pool.balance })
      setTexts({ A: '', B: '' })
      for (const token of unknownTokens) rememberSwapToken(entry.id, token as Address)
    }
  }

  const choose = (side: Side, address: string) => {
    if (address.toLowerCase() === tokens[other(side)].toLowerCase()) {
      setTokens({ A: tokens.B, B: tokens.A })
      setTexts({ A: texts.B, B: texts.A })
      setTyped(other(typed))
    } else setTokens({ ...tokens, [side]: address })
    setNotice(undefined)
    // What was added concerned the tokens before: its progress and result go.
    setRun({ steps: [], titles: [] })
    setAdded(undefined)
  }
  const type = (side: Side, text: string) => {
    setTexts({ ...texts, [side]: text })
    setTyped(side)
    setNotice(undefined)
  }

  return {
    account,
    runner,
    venue,
    venueIndex,
    setVenueIndex,
    tokens,
    choose,
    texts,
    typed,
    type,
    info: { A: info.A.data ?? undefined, B: info.B.data ?? undefined },
    tax: { A: tax.A.data, B: tax.B.data },
    pool: pool.data,
    newPool,
    quote,
    settings,
    setSettings,
    slippageBps,
    unknownTokens,
    acknowledged,
    acknowledge: (token: string) => setAcknowledged((set) => new Set([...set, token.toLowerCase()])),
    blocker,
    submit,
    run,
    notice,
    added,
  }
}
