import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { hasRate } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { Col, Divider, Form, Radio, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useDefaultSwapRouter } from '../../../app/forms/useDefaultSwapRouter.ts'
import { PresaleField } from './PresaleField.tsx'
import { presaleRule } from './presaleRule.ts'

/** The listing after a successful sale: exchange, liquidity share, listing rate, LP lock, unsold tokens. */
export function ListingFields({ mode, coinSymbol }: { mode: PresaleDraft['mode']; coinSymbol: string }) {
  const { t } = useTranslation('launchpad')
  const form = Form.useFormInstance<PresaleDraft>()
  const { swaps } = useDefaultSwapRouter(form)
  return (
    <>
      <Col xs={24}>
        <Divider titlePlacement="start" plain>
          {t('form.listing')}
        </Divider>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="router" label={t('form.router')} rules={[presaleRule(t, form, 'router')]}>
          <Select
            data-testid="presale-router"
            options={swaps.map((swap) => ({ value: swap.router, label: swap.name }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <PresaleField
          kind="percent"
          path="liquidityPercent"
          label={t('form.liquidityPercent')}
          tooltip={t('form.liquidityPercentHint')}
        />
      </Col>
      {hasRate(mode) && mode !== 'advanced' && (
        <Col xs={24} md={12}>
          <PresaleField
            kind="amount"
            path="listingRate"
            label={t('form.listingRate', { coin: coinSymbol })}
            tooltip={t('form.listingRateHint')}
          />
        </Col>
      )}
      <Col xs={24} md={12}>
        <PresaleField kind="days" path="lpLockDays" label={t('form.lpLockDays')} />
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="unsold" label={t('form.unsold')}>
          <Radio.Group
            options={[
              { value: 'refund', label: t('form.unsoldRefund') },
              { value: 'burn', label: t('form.unsoldBurn') },
            ]}
          />
        </Form.Item>
      </Col>
    </>
  )
}
