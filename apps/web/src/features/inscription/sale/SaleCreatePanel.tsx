import { formatThousands } from '@tokenbox/core/format/formatThousands.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { inscriptionConventions } from '@tokenbox/core/inscription/inscriptionConventions.ts'
import { protocolIdOf } from '@tokenbox/core/inscription/inscriptionProtocols.ts'
import { createInscriptionSaleSteps } from '@tokenbox/core/inscription/sale/createInscriptionSaleSteps.ts'
import { inscriptionSaleCost } from '@tokenbox/core/inscription/sale/inscriptionSaleCost.ts'
import type {
  InscriptionPriceMode,
  InscriptionSaleTerms,
} from '@tokenbox/core/inscription/sale/inscriptionSaleTerms.ts'
import { inscriptionSaleEscrowNeeded } from '@tokenbox/core/inscription/sale/inscriptionSaleTerms.ts'
import {
  type InscriptionSaleTermsField,
  validateInscriptionSaleTerms,
} from '@tokenbox/core/inscription/sale/validateInscriptionSaleTerms.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Col, Descriptions, Flex, Form, Input, InputNumber, Row, Segmented, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { cloneElement, isValidElement, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, parseEther } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { SharedContractGate } from '../../../app/contracts/SharedContractGate.tsx'
import { DateTimePicker } from '../../../app/forms/DateTimePicker.tsx'
import { CreateSubmitFooter } from '../../../app/transactions/CreateSubmitFooter.tsx'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { useTickBalance } from '../useTickBalance.ts'
import { useInscriptionSaleFactory } from './useInscriptionSale.ts'

/** The form as typed: strings and epoch milliseconds, turned into core's terms on every change. */
type SaleDraft = {
  protocol: string
  tick: string
  amountPerUnit: string
  totalUnits: string
  softCap: string
  maxPerBuyer: string
  start: number
  end: number
  graceDays: number | null
  priceMode: InscriptionPriceMode
  startPrice: string
  endPrice: string
}

const wholeNumber = /^(0|[1-9]\d*)$/
const coinAmount = /^(0|[1-9]\d*)(\.\d{1,18})?$/

function initialDraft(): SaleDraft {
  // A start a little ahead, so the creation is mined before it; a day of sale by default.
  const start = dayjs().add(10, 'minute').startOf('minute')
  return {
    protocol: 'ASC-20',
    tick: '',
    amountPerUnit: '',
    totalUnits: '',
    softCap: '0',
    maxPerBuyer: '0',
    start: start.valueOf(),
    end: start.add(1, 'day').valueOf(),
    graceDays: 7,
    priceMode: 'constant',
    startPrice: '',
    endPrice: '',
  }
}

/** The draft's terms, or the first field that is not a number yet. */
function termsOf(draft: SaleDraft): { terms: InscriptionSaleTerms } | { missing: keyof SaleDraft } {
  for (const field of ['amountPerUnit', 'totalUnits', 'softCap', 'maxPerBuyer'] as const)
    if (!wholeNumber.test(draft[field].trim())) return { missing: field }
  for (const field of draft.priceMode === 'floating'
    ? (['startPrice', 'endPrice'] as const)
    : (['startPrice'] as const))
    if (!coinAmount.test(draft[field].trim())) return { missing: field }
  if (!draft.tick.trim()) return { missing: 'tick' }
  const startPrice = parseEther(draft.startPrice.trim())
  return {
    terms: {
      protocol: protocolIdOf(draft.protocol),
      tick: draft.tick.trim(),
      amountPerUnit: BigInt(draft.amountPerUnit.trim()),
      totalUnits: BigInt(draft.totalUnits.trim()),
      softCap: BigInt(draft.softCap.trim()),
      maxPerBuyer: BigInt(draft.maxPerBuyer.trim()),
      start: BigInt(Math.floor(draft.start / 1000)),
      end: BigInt(Math.floor(draft.end / 1000)),
      finalizeGrace: (draft.graceDays ?? 0) * 86_400,
      priceMode: draft.priceMode,
      startPrice,
      endPrice: draft.priceMode === 'floating' ? parseEther(draft.endPrice.trim()) : startPrice,
    },
  }
}

/** Which of the form's inputs shows a problem of core's terms check. */
const fieldOfProblem: Record<InscriptionSaleTermsField, keyof SaleDraft> = {
  tick: 'tick',
  units: 'totalUnits',
  times: 'end',
  grace: 'graceDays',
  price: 'startPrice',
}

/**
 * Create an inscription presale: the tick (protocol and tick, as the indexer knows them), the
 * amount of it per unit and the units for sale, soft cap and limit per buyer in units, the window,
 * the finalize grace period, and the price: constant, or floating along a straight line from the
 * first unit's price to the last one's. The summary says what the seller escrows (every unit, by a
 * transfer inscription sent to the sale right after its creation), what the whole sale raises,
 * and refuses a seller whose indexed balance does not cover the escrow.
 */
export function SaleCreatePanel({ onOpen }: { onOpen: (sale: Address) => void }) {
  const { t } = useTranslation(['inscription', 'errors'])
  const factory = useInscriptionSaleFactory()
  return (
    <Panel title={t('sale.create.title')} data-testid="ins-sale-create">
      <SharedContractGate
        kind="inscriptionSale"
        contract={factory}
        ns="inscription"
        prefix="sale.factory"
        testId="ins-sale-factory"
      >
        {(address) => <SaleCreateForm factory={address} onOpen={onOpen} />}
      </SharedContractGate>
    </Panel>
  )
}

function SaleCreateForm({ factory, onOpen }: { factory: Address; onOpen: (sale: Address) => void }) {
  const { t, i18n } = useTranslation(['inscription', 'errors'])
  const { address } = useConnection()
  const { chainId, entry } = useConnectedChainEntry()
  const publicClient = usePublicClient({ chainId })
  const runner = useStepRunner()
  const [draft, setDraft] = useState(initialDraft)
  const [submitted, setSubmitted] = useState(false)
  const [steps, setSteps] = useState<readonly Step[]>([])
  const symbol = entry?.nativeCurrency.symbol ?? 'ETH'
  const change = (values: Partial<SaleDraft>) => setDraft((current) => ({ ...current, ...values }))
  const built = termsOf(draft)
  const terms = 'terms' in built ? built.terms : undefined
  const problems = terms ? validateInscriptionSaleTerms(terms, BigInt(Math.floor(Date.now() / 1000))) : {}
  const balance = useTickBalance(chainId, terms?.protocol, terms?.tick.toLowerCase(), address).data
  const escrowNeeded = terms && !problems.units ? inscriptionSaleEscrowNeeded(terms) : undefined
  const short =
    balance?.kind === 'indexed' && escrowNeeded !== undefined && balance.balance < escrowNeeded
      ? balance.balance
      : undefined

  const issueOf = (field: keyof SaleDraft) => {
    if (!submitted) return undefined
    if ('missing' in built && built.missing === field) return t('sale.create.enterNumber')
    const problem = (Object.keys(problems) as InscriptionSaleTermsField[]).find(
      (key) => fieldOfProblem[key] === field,
    )
    return problem ? t(problems[problem]!, { ns: 'errors' }) : undefined
  }
  const item = (field: keyof SaleDraft, label: string, control: React.ReactNode, extra?: string) => {
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
  const text = (
    field: 'tick' | 'amountPerUnit' | 'totalUnits' | 'softCap' | 'maxPerBuyer' | 'startPrice' | 'endPrice',
  ) => (
    <Input
      value={draft[field]}
      onChange={(event) => change({ [field]: event.target.value })}
      data-testid={`ins-sale-${field}`}
      suffix={field === 'startPrice' || field === 'endPrice' ? symbol : undefined}
    />
  )

  const submit = async () => {
    setSubmitted(true)
    if (!terms || Object.keys(problems).length > 0 || short !== undefined || !publicClient || !address) return
    const plan = await createInscriptionSaleSteps(publicClient, { factory, account: address, terms })
    setSteps(plan.steps)
    const result = await runner.run(plan.steps)
    if (result.status === 'done') onOpen(plan.sale)
  }

  const whole =
    terms && !problems.units && !problems.price ? inscriptionSaleCost(terms, 0n, terms.totalUnits) : undefined
  return (
    <Form layout="vertical" component="div" disabled={runner.running}>
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
            <DateTimePicker
              value={dayjs(draft.start)}
              onChange={(value) => value && change({ start: dayjs(value as Dayjs).valueOf() })}
              format="YYYY-MM-DD HH:mm"
              showTime={{ format: 'HH:mm' }}
              allowClear={false}
              data-testid="ins-sale-start"
            />,
          )}
        </Col>
        <Col xs={24} sm={12}>
          {item(
            'end',
            t('sale.create.end'),
            <DateTimePicker
              value={dayjs(draft.end)}
              onChange={(value) => value && change({ end: dayjs(value as Dayjs).valueOf() })}
              format="YYYY-MM-DD HH:mm"
              showTime={{ format: 'HH:mm' }}
              allowClear={false}
              data-testid="ins-sale-end"
            />,
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
              options={[
                { value: 'constant', label: t('sale.constant') },
                { value: 'floating', label: t('sale.floating') },
              ]}
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
      <Flex vertical gap={12}>
        {terms && escrowNeeded !== undefined && (
          <Descriptions
            size="small"
            column={1}
            bordered
            data-testid="ins-sale-summary"
            items={[
              {
                key: 'escrow',
                label: t('sale.create.escrow'),
                children: t('sale.create.escrowValue', {
                  amount: formatThousands(escrowNeeded, i18n.language),
                  tick: terms.tick,
                }),
              },
              ...(whole !== undefined
                ? [
                    {
                      key: 'raise',
                      label: t('sale.create.raise'),
                      children: `${formatTokenAmount(whole, 18, 8)} ${symbol}`,
                    },
                  ]
                : []),
            ]}
          />
        )}
        {short !== undefined && terms && escrowNeeded !== undefined && (
          <Alert
            type="error"
            showIcon
            data-testid="ins-sale-short"
            title={t('sale.create.short', {
              balance: formatThousands(short, i18n.language),
              needed: formatThousands(escrowNeeded, i18n.language),
              tick: terms.tick,
            })}
          />
        )}
        <CreateSubmitFooter
          connected={Boolean(address)}
          busy={runner.running}
          label={t('sale.create.submit')}
          submitTestId="ins-sale-submit"
          onClick={() => void submit()}
        />
        {steps.length > 0 && (runner.running || runner.result) && (
          <StepsProgress
            layout="list"
            steps={steps}
            titles={[t('sale.create.stepCreate'), t('sale.create.stepEscrow')]}
            progress={runner.progress}
            result={runner.result}
            testId="ins-sale-create-progress"
          />
        )}
      </Flex>
    </Form>
  )
}
