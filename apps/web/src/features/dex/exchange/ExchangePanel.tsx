import { ArrowDownOutlined } from '@ant-design/icons'
import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { createWrapSteps, swapLimits } from '@tokenbox/core/dex/createSwapSteps.ts'
import { planSwap } from '@tokenbox/core/dex/planDexTrade.ts'
import type { RouteQuote } from '@tokenbox/core/dex/quoteSwap.ts'
import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Checkbox, Flex, Typography } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, formatUnits, isAddress, isAddressEqual, parseUnits } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { issueText } from '../../../app/forms/issueRule.ts'
import { acknowledgedTokens } from '../../../app/tokens/createdTokens.ts'
import { useToken } from '../../../app/tokens/useToken.ts'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { TokenAmountBox } from '../TokenAmountBox.tsx'
import {
  defaultTokenOut,
  exchangeMode,
  isListedToken,
  routerEnds,
  slippageIssue,
  trimDecimals,
} from './exchangeModel.ts'
import { readRecentSwapTokens, rememberSwapToken } from './recentSwapTokens.ts'
import { SwapDetails } from './SwapDetails.tsx'
import { defaultSwapSettings, SwapSettings, type SwapSettingsValue, slippageBpsOf } from './SwapSettings.tsx'
import { TokenWarnings } from './TokenWarnings.tsx'
import { useSwapQuote } from './useSwapQuote.ts'
import { useSwapTax } from './useSwapTax.ts'

type Side = 'in' | 'out'

/** The safety check's summary: its own chunk (and strings), fetched only when a buy needs it. */
const SafetySummary = lazy(() =>
  import('./SafetySummary.tsx').then((module) => ({ default: module.SafetySummary })),
)

/**
 * Exchange (ET): sell one asset for another on the chain's DEXes at the best price any of them
 * quotes, direct or through one intermediate; exact-in (type what you pay) or exact-out (type what
 * you receive); native coin and its wrapped token wrap and unwrap 1:1. Tokens outside the catalogue
 * are test-traded first (measured buy and sell tax; the honeypot warning) and traded through the
 * router's fee-on-transfer functions when taxed. The quote refreshes on every new block; a quote
 * older than the newest block cannot be sent.
 */
export function ExchangePanel({ entry }: { entry: ChainEntry }) {
  const { t } = useTranslation('dex')
  const { address: account } = useConnection()
  const publicClient = usePublicClient({ chainId: entry.id })
  const runner = useStepRunner()
  const [tokenIn, setTokenIn] = useState<string>(nativeTokenAddress)
  const [tokenOut, setTokenOut] = useState<string>(() => defaultTokenOut(entry))
  const [typed, setTyped] = useState<{ side: Side; text: string }>({ side: 'in', text: '' })
  const [settings, setSettings] = useState<SwapSettingsValue>(defaultSwapSettings)
  const [unlimited, setUnlimited] = useState(false)
  const [acknowledgedHere, setAcknowledged] = useState<ReadonlySet<string>>(new Set())
  // The tokens this browser created count as acknowledged: the user knows their own token.
  const acknowledged = acknowledgedTokens(entry.id, acknowledgedHere)
  const [recent, setRecent] = useState(() => readRecentSwapTokens(entry.id))
  const [steps, setSteps] = useState<Step[]>([])
  const [notice, setNotice] = useState<'priceUpdated' | 'done' | undefined>()
  const [honeypotAccepted, setHoneypotAccepted] = useState(false)

  const infoIn = useToken(tokenIn, { owner: account, native: true })
  const infoOut = useToken(tokenOut, { owner: account, native: true })
  const taxIn = useSwapTax(tokenIn)
  const taxOut = useSwapTax(tokenOut)
  const sideIn = infoIn.data
  const sideOut = infoOut.data

  const validIn = isAddress(tokenIn) || tokenIn === nativeTokenAddress
  const validOut = isAddress(tokenOut) || tokenOut === nativeTokenAddress
  const mode =
    validIn && validOut
      ? exchangeMode(tokenIn as Address, tokenOut as Address, entry.wrappedNative)
      : undefined
  const ends = routerEnds(tokenIn as Address, tokenOut as Address, entry.wrappedNative)

  // Taxes: what the sold token takes on a sale and the bought one on a purchase.
  const taxBps = (taxIn.data?.sellTaxBps ?? 0) + (taxOut.data?.buyTaxBps ?? 0)
  const taxed = taxBps > 0
  // A taxed token trades exact-in only (the router cannot promise an exact output after a tax).
  const side: Side = taxed ? 'in' : typed.side
  const exactSide = side === 'in' ? sideIn : sideOut
  const amountIssue =
    typed.text.trim() && exactSide
      ? validateAmount(typed.text, exactSide.decimals, { field: 'form.amount' })
      : undefined
  const amount =
    typed.text.trim() && exactSide && !amountIssue
      ? parseUnits(typed.text.trim(), exactSide.decimals)
      : undefined

  const quote = useSwapQuote({
    tokenIn: ends.pathIn,
    tokenOut: ends.pathOut,
    kind: side === 'in' ? 'exactIn' : 'exactOut',
    amount: mode === 'swap' ? amount : undefined,
  })
  const best = mode === 'swap' && amount ? quote.data?.best : undefined
  const slippageBps = slippageBpsOf(settings.slippage)
  const slippageOk = slippageIssue(slippageBps) !== 'invalid'
  const limits =
    best && slippageOk
      ? swapLimits({
          kind: side === 'in' ? 'exactIn' : 'exactOut',
          amountIn: best.amountIn,
          amountOut: best.amountOut,
          slippageBps,
          taxBps: side === 'in' ? Math.min(taxBps, 9_999) : 0,
        })
      : undefined

  // What each box shows: the typed text on its side, the quote (or the 1:1 wrap) on the other.
  const otherAmount =
    mode === 'wrap' || mode === 'unwrap' ? amount : best && (side === 'in' ? best.amountOut : best.amountIn)
  const otherSide = side === 'in' ? sideOut : sideIn
  // The quoted side shows six decimals at most (the exact figure is in the details and `data-amount`).
  const shown = (boxSide: Side) =>
    boxSide === side
      ? typed.text
      : otherAmount !== undefined && otherSide
        ? trimDecimals(formatUnits(otherAmount, otherSide.decimals), 6)
        : ''
  const payAmount = side === 'in' ? amount : mode === 'swap' ? best?.amountIn : amount

  const unknownTokens = [tokenIn, tokenOut].filter(
    (token) => isAddress(token) && !isListedToken(entry, token),
  )
  const needsAcknowledgement = unknownTokens.some((token) => !acknowledged.has(token.toLowerCase()))
  const honeypot = taxOut.data?.canSell === false || taxOut.data?.canBuy === false

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

  const blocker = ((): string | undefined => {
    if (!account) return t('connectWallet', { ns: 'errors' })
    if (!validIn || !validOut) return t('button.selectTokens')
    if (infoIn.data === null || infoOut.data === null) return t('validation.notToken')
    if (!mode) return t('button.sameToken')
    if (!sideIn || !sideOut) return t('button.loading')
    if (!typed.text.trim()) return t('button.enterAmount')
    if (amountIssue) return issueText(t, amountIssue, 'dex')
    if (mode === 'swap') {
      if (entry.swaps.length === 0) return t('button.noDex')
      if (!slippageOk) return t('settings.slippageIssue.invalid')
      if (quote.isError) return t('networkFailed', { ns: 'errors' })
      if (!quote.data || (quote.isFetching && !best)) return t('button.quoting')
      if (!best)
        return quote.data.tooSmall
          ? t('swapAmountTooSmall', { ns: 'errors' })
          : t('validation.insufficientLiquidity')
    }
    if (payAmount !== undefined && payAmount > sideIn.balance) return t('validation.insufficientBalance')
    if (needsAcknowledgement) return t('button.acknowledge')
    if (honeypot && !honeypotAccepted) return t('button.honeypot')
    if (mode === 'swap' && quote.stale) return t('button.quoting')
    return undefined
  })()

  const submit = async () => {
    if (blocker || !account || !publicClient || !sideIn || !sideOut || !amount) return
    setNotice(undefined)
    let next: Step[]
    if (mode === 'wrap' || mode === 'unwrap') {
      next = createWrapSteps({ wrapped: entry.wrappedNative, direction: mode, amount })
    } else {
      // A click never does nothing: a quote that is being read again (a block came in between the
      // render and the click) is refreshed and shown, and the user clicks again.
      if (!best || !limits || !quote.data) {
        await quote.refetch()
        setNotice('priceUpdated')
        return
      }
      // A quote read before the newest block is not sent: it is refreshed and shown again first.
      const plan = await planSwap(publicClient, {
        quotedAt: quote.data.blockNumber,
        deadlineMinutes: settings.deadlineMinutes,
        router: best.venue.router,
        path: best.path,
        kind: side === 'in' ? 'exactIn' : 'exactOut',
        amountIn: best.amountIn,
        amountOut: best.amountOut,
        slippageBps,
        taxBps: side === 'in' ? Math.min(taxBps, 9_999) : 0,
        nativeIn: ends.nativeIn,
        nativeOut: ends.nativeOut,
        feeOnTransfer: taxed,
        recipient: account,
        approval: unlimited ? 'unlimited' : 'exact',
        routerNativeName: best.venue.routerNativeName,
      })
      if (plan.status === 'stale') {
        await quote.refetch()
        setNotice('priceUpdated')
        return
      }
      next = plan.steps
    }
    setSteps(next)
    const outcome = await runner.run(next)
    // The trade is done when the chain says so: the notice does not wait for the balances, which
    // follow when the node answers (a busy node delayed it past 30 s in a test run).
    if (outcome.status === 'done') {
      setNotice('done')
      setTyped({ side, text: '' })
      for (const token of unknownTokens) setRecent(rememberSwapToken(entry.id, token as Address))
    }
    void Promise.all([infoIn.refetch(), infoOut.refetch()])
  }

  const choose = (boxSide: Side, address: string) => {
    const other = boxSide === 'in' ? tokenOut : tokenIn
    // Choosing the other box's token swaps the two, as every exchange does.
    if (other.toLowerCase() === address.toLowerCase()) return flip()
    if (boxSide === 'in') setTokenIn(address)
    else setTokenOut(address)
    setHoneypotAccepted(false)
    setNotice(undefined)
  }
  const flip = () => {
    setTokenIn(tokenOut)
    setTokenOut(tokenIn)
    setTyped({
      side: side === 'in' ? 'out' : 'in',
      text: shown(side === 'in' ? 'out' : 'in') ? typed.text : '',
    })
    setHoneypotAccepted(false)
    setNotice(undefined)
  }

  const box = (boxSide: Side) => (
    <TokenAmountBox
      testId="exchange"
      side={boxSide}
      label={t(boxSide === 'in' ? 'form.pay' : 'form.receive')}
      entry={entry}
      recent={recent}
      token={boxSide === 'in' ? tokenIn : tokenOut}
      // The balance shows with a wallet only; Max only on the side paid.
      info={(account && (boxSide === 'in' ? sideIn : sideOut)) || undefined}
      value={shown(boxSide)}
      exactAmount={boxSide === side ? amount : otherAmount}
      showMax={boxSide === 'in'}
      disabled={runner.running}
      inputDisabled={runner.running || (taxed && boxSide === 'out')}
      symbolOf={symbolOf}
      onType={(text) => {
        setNotice(undefined)
        setTyped({ side: boxSide, text })
      }}
      onChoose={(address) => choose(boxSide, address)}
    />
  )

  return (
    <Panel style={{ maxWidth: 520, margin: '0 auto' }}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {mode === 'wrap' ? t('title.wrap') : mode === 'unwrap' ? t('title.unwrap') : t('title.swap')}
          </Typography.Title>
          <SwapSettings value={settings} onChange={setSettings} />
        </Flex>
        {box('in')}
        <Flex justify="center" style={{ margin: '-10px 0' }}>
          <Button
            shape="circle"
            icon={<ArrowDownOutlined />}
            aria-label={t('form.flip')}
            data-testid="exchange-flip"
            disabled={runner.running}
            onClick={flip}
          />
        </Flex>
        {box('out')}
        <TokenWarnings
          entry={entry}
          tokens={unknownTokens}
          symbolOf={symbolOf}
          acknowledged={acknowledged}
          onAcknowledge={(token) => setAcknowledged((set) => new Set([...set, token.toLowerCase()]))}
          taxIn={taxIn.data}
          taxOut={taxOut.data}
          testing={taxIn.isFetching || taxOut.isFetching}
          symbolIn={sideIn?.symbol}
          symbolOut={sideOut?.symbol}
          honeypotAccepted={honeypotAccepted}
          onAcceptHoneypot={setHoneypotAccepted}
        />
        {isAddress(tokenOut) && !isListedToken(entry, tokenOut) && (
          <Suspense fallback={null}>
            <SafetySummary entry={entry} token={tokenOut} />
          </Suspense>
        )}
        {taxed && typed.side === 'out' && (
          <Alert type="info" showIcon title={t('tax.exactInOnly')} data-testid="exchange-exact-in-only" />
        )}
        {mode === 'swap' && best && limits && sideIn && sideOut && quote.data && (
          <SwapDetails
            quote={quote.data}
            sideIn={sideIn}
            sideOut={sideOut}
            limit={limits}
            pathSymbols={pathSymbols}
          />
        )}
        {(mode === 'wrap' || mode === 'unwrap') && (
          <Typography.Text type="secondary" data-testid="exchange-wrap-note">
            {t(mode === 'wrap' ? 'wrap.note' : 'unwrap.note')}
          </Typography.Text>
        )}
        {mode === 'swap' && !ends.nativeIn && (
          <Checkbox
            checked={unlimited}
            onChange={(event) => setUnlimited(event.target.checked)}
            disabled={runner.running}
            data-testid="exchange-unlimited"
          >
            {t('form.unlimited')}
          </Checkbox>
        )}
        <Button
          type="primary"
          size="large"
          block
          disabled={Boolean(blocker)}
          loading={runner.running}
          onClick={() => void submit()}
          data-testid="exchange-submit"
          data-blocker={blocker ? 'yes' : 'no'}
        >
          {blocker ??
            (mode === 'wrap' ? t('button.wrap') : mode === 'unwrap' ? t('button.unwrap') : t('button.swap'))}
        </Button>
        {notice === 'priceUpdated' && (
          <Alert
            type="warning"
            showIcon
            title={t('notice.priceUpdated')}
            data-testid="exchange-price-updated"
          />
        )}
        {steps.length > 0 && (runner.running || runner.result) && (
          <StepsProgress
            layout="list"
            steps={steps}
            titles={steps.map((step) => t(`progress.${step.type === 'approve' ? 'approve' : mode}`))}
            progress={runner.progress}
            result={runner.result}
            testId="exchange-progress"
            errorTestId="exchange-progress-error"
          />
        )}
        {notice === 'done' && runner.result?.status === 'done' && (
          <Alert type="success" showIcon title={t('notice.done')} data-testid="exchange-done" />
        )}
      </Flex>
    </Panel>
  )
}
