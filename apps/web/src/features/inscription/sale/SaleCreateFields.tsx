import { inscriptionConventions } from '@tokenbox/core/inscription/inscriptionConventions.ts'
import type {
  InscriptionSaleDraft,
  InscriptionSaleDraftField,
} from '@tokenbox/core/inscription/sale/inscriptionSaleDraft.ts'
import type { InscriptionPriceMode } from '@tokenbox/core/inscription/sale/inscriptionSaleTerms.ts'
import { Col, Form, Input, InputNumber, Row, Segmented, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { cloneElement, isValidElement, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DateTimePicker } from '../../../app/forms/DateTimePicker.tsx'
import { labelledOptions } from '../../../app/forms/labelledOptions.ts'

type TextField =
  | 'tick'
  | 'amountPerUnit'
  | 'totalUnits'
  | 'softCap'
  | 'maxPerBuyer'
  | 'startPrice'
  | 'endPrice'

/** The start or the end of the sale, to the minute (`id` comes from the item's label). */
function MomentPicker({
  id,
  value,
  onChange,
  testId,
}: {
  id?: string
  value: number
  onChange: (ms: number) => void
  testId: string
}) {
  return (
    <DateTimePicker
      id={id}
      value={dayjs(value)}
      onChange={(picked) => picked && onChange(dayjs(picked as Dayjs).valueOf())}
      format="YYYY-MM-DD HH:mm"
      showTime={{ format: 'HH:mm' }}
      allowClear={false}
      data-testid={testId}
    />
  )
}

/**
 * The create form's fields: the tick (protocol and tick), the amount per unit and the units for
 * sale, soft cap and limit per buyer, the window, the grace period and the price (constant or
 * floating). The draft lives in useCreateInscriptionSale; `issueOf` says a field's refusal.
 */
export function SaleCreateFields({
  draft,
  change,
  issueOf,
  symbol,
}: {
  draft: InscriptionSaleDraft
  change: (values: Partial<InscriptionSaleDraft>) => void
  issueOf: (field: InscriptionSaleDraftField) => string | undefined
  symbol: string
}) {
  const { t } = useTranslation('inscription')
  const item = (field: InscriptionSaleDraftField, label: string, control: ReactNode, extra?: string) => {
    const issue = issueOf(field)
    // No `name` (the draft lives in state): the label names its control through htmlFor and id.
    const id = `ins-sale-field-${field}`
    return (
      <Form.Item
        label={label}
        extra={extra}
        validateStatus={issue ? 'error' : undefined}
        help={issue}
        htmlFor={id}
      >
        {isValidElement<{ id?: string }>(control) ? cloneElement(control, { id }) : control}
      </Form.Item>
    )
  }
  const text = (field: TextField) => (
    <Input
      value={draft[field]}
      onChange={(event) => change({ [field]: event.target.value })}
      data-testid={`ins-sale-${field}`}
      suffix={field === 'startPrice' || field === 'endPrice' ? symbol : undefined}
    />
  )
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item label={t('form.protocol')} htmlFor="ins-sale-protocol">
          <Select
            id="ins-sale-protocol"
            value={draft.protocol}
            onChange={(protocol) => change({ protocol })}
            // A sale delivers by transfer events: only the account model's labels count them.
            options={inscriptionConventions
              .filter((convention) => convention.model === 'account')
              .map(({ label }) => ({ value: label, label }))}
            showSearch
            data-testid="ins-sale-protocol"
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        {item('tick', t('form.tick'), text('tick'))}
      </Col>
      <Col xs={24} sm={12}>
        {item(
          'amountPerUnit',
          t('sale.create.amountPerUnit'),
          text('amountPerUnit'),
          t('sale.create.amountPerUnitHint'),
        )}
      </Col>
      <Col xs={24} sm={12}>
        {item('totalUnits', t('sale.create.totalUnits'), text('totalUnits'))}
      </Col>
      <Col xs={24} sm={12}>
        {item('softCap', t('sale.create.softCap'), text('softCap'), t('sale.create.zeroNone'))}
      </Col>
      <Col xs={24} sm={12}>
        {item('maxPerBuyer', t('sale.create.maxPerBuyer'), text('maxPerBuyer'), t('sale.create.zeroNone'))}
      </Col>
      <Col xs={24} sm={12}>
        {item(
          'start',
          t('sale.create.start'),
          <MomentPicker
            value={draft.start}
            onChange={(start) => change({ start })}
            testId="ins-sale-start"
          />,
        )}
      </Col>
      <Col xs={24} sm={12}>
        {item(
          'end',
          t('sale.create.end'),
          <MomentPicker value={draft.end} onChange={(end) => change({ end })} testId="ins-sale-end" />,
        )}
      </Col>
      <Col xs={24} sm={12}>
        {item(
          'graceDays',
          t('sale.create.grace'),
          <InputNumber
            min={1}
            max={30}
            precision={0}
            value={draft.graceDays}
            onChange={(graceDays) => change({ graceDays })}
            style={{ width: '100%' }}
            data-testid="ins-sale-grace"
          />,
          t('sale.create.graceHint'),
        )}
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item label={t('sale.priceMode')} extra={t(`sale.priceModeHint.${draft.priceMode}`)}>
          <Segmented<InscriptionPriceMode>
            block
            value={draft.priceMode}
            onChange={(priceMode) => change({ priceMode })}
            options={labelledOptions(t, { constant: 'sale.constant', floating: 'sale.floating' })}
            data-testid="ins-sale-price-mode"
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        {item(
          'startPrice',
          draft.priceMode === 'floating' ? t('sale.create.firstPrice') : t('sale.create.price'),
          text('startPrice'),
        )}
      </Col>
      {draft.priceMode === 'floating' && (
        <Col xs={24} sm={12}>
          {item('endPrice', t('sale.create.lastPrice'), text('endPrice'))}
        </Col>
      )}
    </Row>
  )
}
