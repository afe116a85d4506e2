import {
  type CollectFormValues,
  initialCollectValues,
  validateGasPrice,
  validateKeep,
  validateTarget,
} from '@tokenbox/core/collect/collectFormValues.ts'
import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import type { TokenAsset } from '@tokenbox/core/tokens/tokenQuery.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { AutoComplete, Form, type FormInstance, Input, Radio, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { zeroAddress } from 'viem'
import { issueRule } from '../../../app/forms/issueRule.ts'
import { VerticalForm } from '../../../app/forms/VerticalForm.tsx'
import { labelledClear } from '../../../app/layout/labelledClear.tsx'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

/**
 * Where and what to collect: the target (the connected wallet by default), the token (a
 * catalogue token of the current chain or any address), token then native / token only / native
 * only, the native amount every wallet keeps, and an optional gas price replacing the strategy's.
 */
export function CollectSettingsPanel({
  form,
  token,
  disabled,
  strategyGwei,
}: {
  form: FormInstance<CollectFormValues>
  /** The token read from the chain: null when the address is not a token there. */
  token: TokenAsset | null | undefined
  disabled: boolean
  /** The gas strategy's current price in gwei, shown as the gas price's placeholder. */
  strategyGwei: string | undefined
}) {
  const { t } = useTranslation('collect')
  const { entry } = useCurrentNetwork()
  const mode = Form.useWatch('mode', form) ?? initialCollectValues.mode
  const options = (entry?.tokens ?? [])
    .filter((item) => item.address !== zeroAddress)
    .map((item) => ({ value: item.address, label: `${item.name} · ${item.address}` }))

  return (
    <Panel title={t('settings.title')} data-testid="collect-settings">
      <VerticalForm
        form={form}
        disabled={disabled}
        initialValues={initialCollectValues}
        data-testid="collect-form"
      >
        <Form.Item name="target" label={t('form.target')} rules={[issueRule(t, validateTarget, 'collect')]}>
          <Input spellCheck={false} placeholder="0x…" data-testid="collect-target" />
        </Form.Item>
        <Form.Item name="mode" label={t('form.mode')}>
          <Radio.Group
            data-testid="collect-mode"
            options={(['tokenThenNative', 'tokenOnly', 'nativeOnly'] as const).map((value) => ({
              value,
              label: t(`mode.${value}`),
            }))}
          />
        </Form.Item>
        {mode !== 'nativeOnly' && (
          <Form.Item
            name="token"
            label={t('form.token')}
            extra={token ? `${token.symbol} · ${t('form.decimals', { count: token.decimals })}` : undefined}
            dependencies={['mode']}
            rules={[
              issueRule(
                t,
                (value?: string) => {
                  const issue = validateAddress(value, 'form.token')
                  if (issue) return issue
                  return token === null ? { key: 'validation.notToken' } : undefined
                },
                'collect',
              ),
            ]}
          >
            <AutoComplete options={options}>
              <Input
                spellCheck={false}
                placeholder={t('form.tokenPlaceholder')}
                allowClear={labelledClear}
                data-testid="collect-token"
              />
            </AutoComplete>
          </Form.Item>
        )}
        <Form.Item
          name="keep"
          label={t('form.keep', { symbol: entry?.symbol ?? '' })}
          extra={t('form.keepHint')}
          rules={[issueRule(t, validateKeep, 'collect')]}
        >
          <Input inputMode="decimal" suffix={entry?.symbol} data-testid="collect-keep" />
        </Form.Item>
        <Form.Item
          name="gasPriceGwei"
          label={t('form.gasPrice')}
          extra={t('form.gasPriceHint')}
          rules={[issueRule(t, validateGasPrice, 'collect')]}
        >
          <Input
            inputMode="decimal"
            suffix="gwei"
            placeholder={strategyGwei ? t('form.gasPriceAuto', { gwei: strategyGwei }) : undefined}
            data-testid="collect-gas-price"
          />
        </Form.Item>
        <Typography.Text type="secondary">{t(`settings.exact`)}</Typography.Text>
      </VerticalForm>
    </Panel>
  )
}
