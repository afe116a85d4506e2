import {
  liquidityLockDaysIssue,
  liquidityLockFloorDays,
  liquidityLockMaxDays,
} from '@tokenbox/core/promises/liquidityLockFloor.ts'
import { Alert, Col, Form, InputNumber, Radio, Select } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { FieldColumn, fieldTable } from '../../../app/forms/FieldColumn.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { issueRule } from './issueRule.ts'

const fields = fieldTable('tokens', 'sale.form', {
  lpLockDays: { hint: true },
})

/**
 * The launch's pool fields of the templates that launch themselves (sale, fair launch): the
 * exchange from the chain's catalogue (the first by default; a chain switch replaces a router of
 * another chain) and the LP's fate, locked in the chain's shared locker for some days or burned.
 * `locker` null: the chain has no locker yet, so only burning is offered. Form names `router`,
 * `lpMode` and `lpLockDays`; test ids start with `testIdPrefix`. `withExchange` false leaves the
 * exchange out (a `?t=1` tax token's form has its own, which the pool uses).
 */
export function LiquidityFateFields({
  locker,
  testIdPrefix,
  withExchange = true,
}: {
  locker: Address | null | undefined
  testIdPrefix: string
  withExchange?: boolean
}) {
  const hasLocker = locker !== null
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<{ router: string; lpMode: 'lock' | 'burn'; lpLockDays: number }>()
  const { entry } = useConnectedChainEntry()
  const swaps = entry?.swaps ?? []
  const router = Form.useWatch('router', form)
  const lpMode = Form.useWatch('lpMode', form)

  useEffect(() => {
    if (withExchange && swaps.length && !swaps.some((swap) => swap.router === router))
      form.setFieldValue('router', swaps[0]!.router)
  }, [swaps, router, form, withExchange])
  useEffect(() => {
    if (!hasLocker && lpMode === 'lock') form.setFieldValue('lpMode', 'burn')
  }, [hasLocker, lpMode, form])

  return (
    <>
      {withExchange && (
        <Col xs={24} md={12}>
          {swaps.length ? (
            <Form.Item name="router" label={t('trading.exchange')} tooltip={t('sale.form.exchangeHint')}>
              <Select
                data-testid={`${testIdPrefix}-router`}
                options={swaps.map((swap) => ({ value: swap.router, label: swap.name }))}
              />
            </Form.Item>
          ) : (
            entry && (
              <Alert type="warning" showIcon title={t('trading.noExchange')} style={{ marginBottom: 16 }} />
            )
          )}
        </Col>
      )}
      <Col xs={24} md={12}>
        <Form.Item name="lpMode" label={t('sale.form.lpMode')} tooltip={t('sale.form.lpModeHint')}>
          <Radio.Group
            data-testid={`${testIdPrefix}-lp-mode`}
            options={[
              { value: 'lock', label: t('sale.form.lpLock'), disabled: !hasLocker },
              { value: 'burn', label: t('sale.form.lpBurn') },
            ]}
          />
        </Form.Item>
        {!hasLocker && (
          <Alert type="info" showIcon title={t('sale.form.noLocker')} style={{ marginBottom: 16 }} />
        )}
      </Col>
      {lpMode === 'lock' && (
        <FieldColumn
          field={fields.lpLockDays}
          values={{ count: liquidityLockFloorDays }}
          rules={[issueRule(t, liquidityLockDaysIssue)]}
        >
          <InputNumber
            min={liquidityLockFloorDays}
            max={liquidityLockMaxDays}
            precision={0}
            style={{ width: '100%' }}
            data-testid={`${testIdPrefix}-lp-days`}
          />
        </FieldColumn>
      )}
    </>
  )
}
