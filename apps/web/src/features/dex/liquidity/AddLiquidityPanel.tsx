import { PlusOutlined } from '@ant-design/icons'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Flex, Select, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatUnits, isAddress } from 'viem'
import { lpLockPrefillHref } from '../../../app/routes/lockPrefill.ts'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { trimDecimals } from '../exchange/exchangeModel.ts'
import { readRecentSwapTokens } from '../exchange/recentSwapTokens.ts'
import { SwapSettings } from '../exchange/SwapSettings.tsx'
import { TokenWarnings } from '../exchange/TokenWarnings.tsx'
import { TokenAmountBox } from '../TokenAmountBox.tsx'
import { AddLiquidityDetails } from './AddLiquidityDetails.tsx'
import { LiquidityTaxNote } from './LiquidityTaxNote.tsx'
import { type Side, useAddLiquidity } from './useAddLiquidity.ts'

/**
 * Liquidity (LP): deposit two tokens (or the native coin and a token) into a pool of one of the
 * chain's DEXes and receive its LP tokens. An existing pool's ratio fills the other amount; a new
 * pool takes both amounts, which set its starting price. Afterwards a link opens the LP lock with
 * the pair and the LP received filled in. The flow lives in useAddLiquidity.
 */
export function AddLiquidityPanel({ entry }: { entry: ChainEntry }) {
  const { t } = useTranslation('dex')
  const flow = useAddLiquidity(entry)
  const [recent] = useState(() => readRecentSwapTokens(entry.id))
  const { info, quote, runner } = flow
  const symbolOf = (address: string) =>
    (['A', 'B'] as const)
      .map((side) => info[side])
      .find((token) => token && isAddress(address) && token.address.toLowerCase() === address.toLowerCase())
      ?.symbol

  // In an existing pool the box not typed into shows the amount the ratio gives.
  const filled = (side: Side) => {
    const token = info[side]
    if (flow.newPool !== false || side === flow.typed || !quote || !token) return undefined
    const amount = side === 'A' ? quote.amountA : quote.amountB
    return { amount, text: trimDecimals(formatUnits(amount, token.decimals), 6) }
  }
  const box = (side: Side) => {
    const fill = filled(side)
    return (
      <TokenAmountBox
        testId="add"
        side={side}
        label={t(`add.form.token${side}`)}
        entry={entry}
        recent={recent}
        token={flow.tokens[side]}
        info={info[side]}
        value={fill ? fill.text : flow.texts[side]}
        exactAmount={fill?.amount}
        disabled={runner.running}
        symbolOf={symbolOf}
        onType={(text) => flow.type(side, text)}
        onChoose={(address) => flow.choose(side, address)}
      />
    )
  }

  return (
    <Panel style={{ maxWidth: 520, margin: '0 auto' }}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('add.title')}
          </Typography.Title>
          <SwapSettings value={flow.settings} onChange={flow.setSettings} />
        </Flex>
        <Flex align="center" gap={8} wrap>
          <Typography.Text type="secondary">{t('add.form.dex')}</Typography.Text>
          <Select
            value={flow.venueIndex}
            onChange={flow.setVenueIndex}
            disabled={runner.running}
            style={{ minWidth: 180 }}
            aria-label={t('add.form.dex')}
            data-testid="add-dex"
            options={entry.swaps.map((swap, index) => ({ value: index, label: swap.name }))}
          />
        </Flex>
        {box('A')}
        <Flex justify="center" style={{ margin: '-10px 0' }}>
          <Button
            shape="circle"
            icon={<PlusOutlined />}
            tabIndex={-1}
            aria-hidden
            style={{ cursor: 'default' }}
          />
        </Flex>
        {box('B')}
        {flow.pool && (
          <Typography.Text type="secondary" data-testid="add-pool-state" data-pair={flow.pool.pair ?? ''}>
            {flow.newPool ? t('add.pool.none') : t('add.pool.exists')}
          </Typography.Text>
        )}
        <TokenWarnings
          entry={entry}
          tokens={flow.unknownTokens}
          symbolOf={symbolOf}
          acknowledged={flow.acknowledged}
          onAcknowledge={flow.acknowledge}
        />
        {(['A', 'B'] as const).map((side) => {
          const token = info[side]
          return token ? (
            <LiquidityTaxNote key={side} token={token} reading={flow.tax[side]} account={flow.account} />
          ) : null
        })}
        {quote && info.A && info.B && quote.liquidity > 0n && (
          <AddLiquidityDetails quote={quote} tokenA={info.A} tokenB={info.B} slippageBps={flow.slippageBps} />
        )}
        <Button
          type="primary"
          size="large"
          block
          disabled={Boolean(flow.blocker)}
          loading={runner.running}
          onClick={() => void flow.submit()}
          data-testid="add-submit"
        >
          {flow.blocker ?? (flow.newPool ? t('add.button.create') : t('add.button.add'))}
        </Button>
        {flow.notice === 'networkFailed' && (
          <Alert
            type="error"
            showIcon
            title={t('networkFailed', { ns: 'errors' })}
            data-testid="add-read-failed"
          />
        )}
        {flow.notice === 'priceUpdated' && (
          <Alert
            type="warning"
            showIcon
            title={t('add.notice.priceUpdated')}
            data-testid="add-price-updated"
          />
        )}
        {flow.run.steps.length > 0 && (runner.running || runner.result) && (
          <StepsProgress
            layout="list"
            steps={flow.run.steps}
            titles={flow.run.titles}
            progress={runner.progress}
            result={runner.result}
            testId="add-progress"
            errorTestId="add-progress-error"
          />
        )}
        {flow.added && runner.result?.status === 'done' && (
          <Alert
            type="success"
            showIcon
            data-testid="add-done"
            title={t('add.notice.done', { amount: formatTokenAmount(flow.added.liquidity, 18) })}
            description={
              <Link
                to={lpLockPrefillHref({
                  token: flow.added.pair,
                  amount: formatUnits(flow.added.liquidity, 18),
                })}
                data-testid="add-lock-link"
              >
                {t('add.notice.lock')}
              </Link>
            }
          />
        )}
      </Flex>
    </Panel>
  )
}
