import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { TokenAsset } from '@tokenbox/core/tokens/tokenQuery.ts'
import { Button, Flex, Input, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { type Address, formatUnits } from 'viem'
import { SwapTokenSelect } from './exchange/SwapTokenSelect.tsx'
import { useMaxAmount } from './useMaxAmount.ts'

/**
 * One token of a trade or a deposit: a label, the balance (with Max where offered), the amount
 * (typed, or computed by the tool: shown with six decimals at most, the exact base units in
 * `data-amount`) and the token picker. Test ids: `<testId>-box|balance|max|amount|token-<side>`.
 *
 * @example
 * <TokenAmountBox testId="add" side="A" label={t('add.form.tokenA')} ... />
 */
export function TokenAmountBox({
  testId,
  side,
  label,
  entry,
  recent,
  token,
  info,
  value,
  exactAmount,
  showMax = true,
  disabled,
  inputDisabled = disabled,
  symbolOf,
  onType,
  onChoose,
}: {
  testId: string
  side: string
  label: string
  entry: ChainEntry
  recent: readonly Address[]
  token: string
  /** The token read, when it is; the balance shows only then. */
  info: TokenAsset | undefined
  /** The text the input shows. */
  value: string
  /** Base units behind `value`, for tests and the curious. */
  exactAmount: bigint | undefined
  showMax?: boolean
  disabled: boolean
  /** The input alone (a box the tool fills may still pick its token). */
  inputDisabled?: boolean
  symbolOf: (address: string) => string | undefined
  onType: (text: string) => void
  onChoose: (address: string) => void
}) {
  const { t } = useTranslation('dex')
  // The chain's coin pays the gas too: Max keeps the trade's gas (useMaxAmount).
  const maxOf = useMaxAmount()
  const fillMax = async (asset: TokenAsset) => onType(formatUnits(await maxOf(asset), asset.decimals))
  return (
    <div
      style={{ border: '1px solid rgba(0,0,0,0.08)', borderRadius: 12, padding: 12 }}
      data-testid={`${testId}-box-${side}`}
    >
      <Flex justify="space-between" wrap gap={4} style={{ marginBottom: 6 }}>
        <Typography.Text type="secondary">{label}</Typography.Text>
        {info && (
          <Typography.Text type="secondary" data-testid={`${testId}-balance-${side}`}>
            {t('form.balance', { amount: formatTokenAmount(info.balance, info.decimals) })}
            {showMax && info.balance > 0n && (
              <Button
                type="link"
                size="small"
                disabled={disabled}
                data-testid={`${testId}-max-${side}`}
                onClick={() => void fillMax(info)}
              >
                {t('form.max')}
              </Button>
            )}
          </Typography.Text>
        )}
      </Flex>
      <Flex gap={8} align="center">
        <Input
          variant="borderless"
          size="large"
          inputMode="decimal"
          placeholder="0"
          value={value}
          disabled={inputDisabled}
          style={{ fontSize: 24, paddingInline: 0, minWidth: 0 }}
          // Named by the box's label ("You pay", "First token"): the amount had no accessible name.
          aria-label={label}
          data-testid={`${testId}-amount-${side}`}
          data-amount={exactAmount?.toString()}
          onChange={(event) => onType(event.target.value)}
        />
        <SwapTokenSelect
          entry={entry}
          recent={recent}
          value={token}
          symbolOf={symbolOf}
          onChange={onChoose}
          testId={`${testId}-token-${side}`}
          ariaLabel={t('token.choose', { label })}
        />
      </Flex>
    </div>
  )
}
