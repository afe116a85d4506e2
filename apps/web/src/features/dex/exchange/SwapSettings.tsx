import { SettingOutlined } from '@ant-design/icons'
import { slippageIssue } from '@tokenbox/core/dex/slippageIssue.ts'
import { defaultDeadlineMinutes, maxDeadlineMinutes } from '@tokenbox/core/dex/swapDeadline.ts'
import { Alert, Button, Flex, Input, InputNumber, Popover, Segmented, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { autoSlippageBps, formatBps, percentToBps, slippagePresets } from './exchangeModel.ts'

/** Slippage as chosen: Auto, a preset, or a custom percentage as typed. */
export type SlippageChoice =
  | { kind: 'auto' }
  | { kind: 'preset'; bps: number }
  | { kind: 'custom'; text: string }

export type SwapSettingsValue = { slippage: SlippageChoice; deadlineMinutes: number }

export const defaultSwapSettings: SwapSettingsValue = {
  slippage: { kind: 'auto' },
  deadlineMinutes: defaultDeadlineMinutes,
}

/** The basis points a choice stands for; NaN for a custom text that is not a percentage. */
export function slippageBpsOf(choice: SlippageChoice): number {
  if (choice.kind === 'auto') return autoSlippageBps
  if (choice.kind === 'preset') return choice.bps
  return percentToBps(choice.text)
}

/**
 * The exchange's settings behind a gear button: slippage tolerance (Auto = 0.5%, 0.1 / 0.5 / 1%,
 * or custom, with a warning when too low to fill or high enough to invite front-running) and the
 * transaction deadline in minutes. The button shows the slippage in use.
 *
 * @example
 * <SwapSettings value={settings} onChange={setSettings} />
 */
export function SwapSettings({
  value,
  onChange,
}: {
  value: SwapSettingsValue
  onChange: (next: SwapSettingsValue) => void
}) {
  const { t } = useTranslation('dex')
  const [open, setOpen] = useState(false)
  const bps = slippageBpsOf(value.slippage)
  const issue = slippageIssue(bps)
  const segment =
    value.slippage.kind === 'auto'
      ? 'auto'
      : value.slippage.kind === 'preset'
        ? String(value.slippage.bps)
        : 'custom'
  const content = (
    <Flex
      vertical
      gap={12}
      style={{ width: 'min(340px, calc(100vw - 88px))' }}
      data-testid="exchange-settings"
    >
      <div>
        <Typography.Text strong>{t('settings.slippage')}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: '2px 0 8px', fontSize: 12 }}>
          {t('settings.slippageHelp')}
        </Typography.Paragraph>
        {/* Each choice as wide as its words, the row filling the width: equal fifths cut "Custom"
            to "Cu..." (issue 52), and "Personalizado" is wider still. */}
        <Segmented
          block
          styles={{ item: { flex: '1 1 auto', minWidth: 'auto' }, label: { paddingInline: 6 } }}
          value={segment}
          data-testid="exchange-slippage"
          onChange={(next) => {
            const key = String(next)
            onChange({
              ...value,
              slippage:
                key === 'auto'
                  ? { kind: 'auto' }
                  : key === 'custom'
                    ? { kind: 'custom', text: (bps / 100).toString() }
                    : { kind: 'preset', bps: Number(key) },
            })
          }}
          options={[
            { value: 'auto', label: t('settings.auto') },
            ...slippagePresets.map((preset) => ({ value: String(preset), label: formatBps(preset) })),
            { value: 'custom', label: t('settings.custom') },
          ]}
        />
        {value.slippage.kind === 'custom' && (
          <Input
            style={{ marginTop: 8 }}
            value={value.slippage.text}
            suffix="%"
            inputMode="decimal"
            data-testid="exchange-slippage-custom"
            onChange={(event) =>
              onChange({ ...value, slippage: { kind: 'custom', text: event.target.value } })
            }
          />
        )}
        {issue && (
          <Alert
            style={{ marginTop: 8 }}
            type={issue === 'invalid' ? 'error' : 'warning'}
            showIcon
            title={t(`settings.slippageIssue.${issue}`)}
            data-testid="exchange-slippage-issue"
          />
        )}
      </div>
      <div>
        <Typography.Text strong>{t('settings.deadline')}</Typography.Text>
        <Flex align="center" gap={8} style={{ marginTop: 6 }}>
          <InputNumber
            min={1}
            max={maxDeadlineMinutes}
            precision={0}
            value={value.deadlineMinutes}
            aria-label={t('settings.deadline')}
            data-testid="exchange-deadline"
            onChange={(next) =>
              onChange({
                ...value,
                deadlineMinutes: typeof next === 'number' ? next : defaultDeadlineMinutes,
              })
            }
          />
          <span>{t('settings.minutes')}</span>
        </Flex>
      </div>
    </Flex>
  )
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" content={content}>
      <Button
        type="text"
        icon={<SettingOutlined />}
        // The visible slippage is part of the name (WCAG 2.5.3), after what the button opens.
        aria-label={`${t('settings.title')}: ${Number.isFinite(bps) ? formatBps(bps) : '—'}${value.slippage.kind === 'auto' ? ` (${t('settings.auto')})` : ''}`}
        data-testid="exchange-settings-button"
      >
        {Number.isFinite(bps) ? formatBps(bps) : '—'}
        {value.slippage.kind === 'auto' ? ` (${t('settings.auto')})` : ''}
      </Button>
    </Popover>
  )
}
