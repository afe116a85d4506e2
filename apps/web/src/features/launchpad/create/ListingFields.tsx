import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { hasRate } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { Col, Form, Radio, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { labelledOptions } from '../../../app/forms/labelledOptions.ts'
import { useDefaultSwapRouter } from '../../../app/forms/useDefaultSwapRouter.ts'
import { PresaleField, SectionDivider } from './PresaleField.tsx'
import { presaleRule } from './presaleRule.ts'

/** The listing after a successful sale: exchange, liquidity share, listing rate, LP lock, unsold tokens. */
export function ListingFields({ mode, coinSymbol }: { mode: PresaleDraft['mode']; coinSymbol: string }) {
  const { t } = useTranslation('launchpad')
  const form = Form.useFormInstance<PresaleDraft>()
  const { swaps } = useDefaultSwapRouter(form)
  return (
    <>
      <SectionDivider title={t('form.listing')} />
      <Col xs={24} md={12}>
        <Form.Item name="router" label={t('form.router')} rules={[presaleRule(t, form, 'router')]}>
          <Select
            data-testid="presale-router"
            options={swaps.map((swap) => ({ value: swap.router, label: swap.name }))}
          />
        </Form.Item>
      </Col>
      <PresaleField kind="percent" path="liquidityPercent" hint />
      {hasRate(mode) && mode !== 'advanced' && (
        <PresaleField
          kind="amount"
          path="listingRate"
          label={t('form.listingRate', { coin: coinSymbol })}
          tooltip={t('form.listingRateHint')}
        />
      )}
      <PresaleField kind="days" path="lpLockDays" />
      <Col xs={24} md={12}>
        <Form.Item name="unsold" label={t('form.unsold')}>
          <Radio.Group
            options={labelledOptions(t, { refund: 'form.unsoldRefund', burn: 'form.unsoldBurn' })}
          />
        </Form.Item>
      </Col>
    </>
  )
}
