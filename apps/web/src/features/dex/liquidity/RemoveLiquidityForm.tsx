import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import type { LiquidityPosition, PositionToken } from '@tokenbox/core/dex/findLiquidityPositions.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { Button, Checkbox, Flex, Input, Segmented, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { isAddressEqual } from 'viem'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { SwapSettings } from '../exchange/SwapSettings.tsx'
import { removalPercents } from './liquidityModel.ts'
import { useRemoveLiquidity } from './useRemoveLiquidity.ts'

const stepTitle = { signTypedData: 'permit', approve: 'approve', call: 'remove' } as const

/**
 * Remove part of a position: 25 / 50 / 75 / Max of the wallet's LP or an exact amount, the native
 * coin or its wrapped token, what comes back at least, then the run's progress. The flow is
 * useRemoveLiquidity's; this only renders it.
 */
export function RemoveLiquidityForm({
  entry,
  position,
  onSettled,
}: {
  entry: ChainEntry
  position: LiquidityPosition
  onSettled: (removed: boolean) => unknown
}) {
  const { t } = useTranslation('dex')
  const removal = useRemoveLiquidity(entry, position, onSettled)
  const { choice, amounts, blocker, runner } = removal
  // The wrapped side reads as the native coin when that is what comes back.
  const [token0, token1] = position.tokens.map((token) =>
    removal.paysNative && isAddressEqual(token.address, entry.wrappedNative)
      ? { ...token, symbol: entry.symbol }
      : token,
  ) as [PositionToken, PositionToken]
  const testId = (name: string) => `position-${position.pair.toLowerCase()}-${name}`
  const busy = runner.running

  return (
    <Flex vertical gap={10} data-testid={testId('remove')}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Segmented
          value={choice.kind === 'percent' ? choice.percent : 'exact'}
          disabled={busy}
          data-testid={testId('percent')}
          onChange={(value) =>
            removal.setChoice(
              value === 'exact' ? { kind: 'exact', text: '' } : { kind: 'percent', percent: Number(value) },
            )
          }
          options={[
            ...removalPercents.map((percent) => ({
              value: percent,
              label: percent === 100 ? t('positions.form.max') : `${percent}%`,
            })),
            { value: 'exact', label: t('positions.form.exact') },
          ]}
        />
        <SwapSettings value={removal.settings} onChange={removal.setSettings} />
      </Flex>
      {choice.kind === 'exact' && (
        <Input
          inputMode="decimal"
          placeholder={t('positions.form.lpAmount')}
          value={choice.text}
          disabled={busy}
          data-testid={testId('exact')}
          suffix="LP"
          onChange={(event) => removal.setChoice({ kind: 'exact', text: event.target.value })}
        />
      )}
      {removal.hasWrapped && (
        <Checkbox
          checked={removal.receiveNative}
          disabled={busy}
          data-testid={testId('native')}
          onChange={(event) => removal.setReceiveNative(event.target.checked)}
        >
          {t('positions.form.receiveNative', { symbol: entry.symbol })}
        </Checkbox>
      )}
      {amounts && (
        <Typography.Text type="secondary" data-testid={testId('minimum')}>
          {t('positions.form.minimum', {
            amount0: formatTokenAmount(amounts.amount0Min, token0.decimals),
            symbol0: token0.symbol,
            amount1: formatTokenAmount(amounts.amount1Min, token1.decimals),
            symbol1: token1.symbol,
          })}
        </Typography.Text>
      )}
      <Typography.Text type="secondary">
        {t(position.permit ? 'positions.form.permitNote' : 'positions.form.approveNote')}
      </Typography.Text>
      <Button
        type="primary"
        danger
        block
        disabled={Boolean(blocker)}
        loading={busy}
        data-testid={testId('submit')}
        data-blocker={blocker ? 'yes' : 'no'}
        onClick={() => void removal.submit()}
      >
        {blocker ? t(blocker.key, { ...blocker.params }) : t('positions.form.remove')}
      </Button>
      {removal.steps.length > 0 && (busy || runner.result) && (
        <StepsProgress
          layout="list"
          steps={removal.steps}
          titles={removal.steps.map((step) =>
            t(`positions.progress.${stepTitle[step.type as keyof typeof stepTitle] ?? 'remove'}`),
          )}
          progress={runner.progress}
          result={runner.result}
          testId={testId('progress')}
          errorTestId={testId('error')}
        />
      )}
    </Flex>
  )
}
