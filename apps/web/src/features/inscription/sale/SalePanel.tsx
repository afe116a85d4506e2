import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import {
  buyInscriptionSaleStep,
  type InscriptionSaleActionKind,
  inscriptionSaleActionStep,
  reclaimInscriptionSaleEscrowStep,
} from '@tokenbox/core/inscription/sale/inscriptionSaleActionSteps.ts'
import { inscriptionSaleCost } from '@tokenbox/core/inscription/sale/inscriptionSaleCost.ts'
import type { InscriptionSaleState } from '@tokenbox/core/inscription/sale/readInscriptionSale.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Descriptions, Flex, Input, InputNumber, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress, isAddress } from 'viem'
import { useConnection } from 'wagmi'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { saleStatusColors } from './saleStatusColors.ts'
import { useInscriptionSale } from './useInscriptionSale.ts'

/**
 * One inscription presale: opened by address (or from the create form and the list), read every
 * few seconds. Its terms, the books (sold of the units for sale, soft cap, raised, buyers), the
 * window by the chain's clock, the price now and along the curve, and the escrow as the indexer
 * counts it beside what the sale owes. Buy (refused while the escrow does not cover the sale),
 * and the action the state allows: finalize, claim, refund, cancel.
 */
export function SalePanel({
  address,
  onOpen,
}: {
  address: Address | undefined
  onOpen: (sale: Address) => void
}) {
  const { t } = useTranslation(['inscription', 'errors'])
  const [typed, setTyped] = useState('')
  const { query, sale, escrow, owed, covered, deliverable } = useInscriptionSale(address)
  const open = () => isAddress(typed.trim()) && onOpen(getAddress(typed.trim()))
  return (
    <Flex vertical gap={20}>
      <Panel title={t('sale.open.title')} data-testid="ins-sale-open">
        <Flex gap={8}>
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="0x…"
            onPressEnter={open}
            data-testid="ins-sale-address"
          />
          <Button onClick={open} disabled={!isAddress(typed.trim())} data-testid="ins-sale-load">
            {t('sale.open.load')}
          </Button>
        </Flex>
      </Panel>
      {address && query.isSuccess && !sale && (
        <Alert type="warning" showIcon title={t('sale.open.notSale')} data-testid="ins-sale-not-found" />
      )}
      {sale && deliverable === false && (
        <Alert
          type="error"
          showIcon
          data-testid="ins-sale-undeliverable"
          title={t('sale.undeliverable', { p: sale.terms.protocol.toUpperCase() })}
        />
      )}
      {sale && <SaleFacts sale={sale} escrow={escrow} owed={owed ?? 0n} covered={covered} />}
    </Flex>
  )
}

function SaleFacts({
  sale,
  escrow,
  owed,
  covered,
}: {
  sale: InscriptionSaleState
  escrow: bigint | undefined
  owed: bigint
  covered: boolean | undefined
}) {
  const { t, i18n } = useTranslation(['inscription', 'errors'])
  const { address } = useConnection()
  const { entry } = useConnectedChainEntry()
  const runner = useStepRunner()
  const [units, setUnits] = useState<number | null>(1)
  const [steps, setSteps] = useState<readonly Step[]>([])
  const [titles, setTitles] = useState<string[]>([])
  const symbol = entry?.nativeCurrency.symbol ?? 'ETH'
  const { terms, position } = sale
  const number = (value: bigint | number) => value.toLocaleString(i18n.language)
  const coin = (value: bigint) => `${formatTokenAmount(value, 18, 8)} ${symbol}`
  const time = (seconds: bigint) => formatDateTime(seconds, i18n.language)
  const left = terms.totalUnits - sale.sold
  const buyUnits = BigInt(units ?? 0)
  const cost = buyUnits > 0n && buyUnits <= left ? inscriptionSaleCost(terms, sale.sold, buyUnits) : undefined
  const open = sale.status === 'upcoming' || sale.status === 'live'
  const priceNow = open && left > 0n ? inscriptionSaleCost(terms, sale.sold, 1n) : undefined
  // After the finalize the contract holds nothing (the raise went to the seller): show what was raised.
  const raised = sale.status === 'finalized' ? inscriptionSaleCost(terms, 0n, sale.sold) : sale.raised
  const over = sale.status === 'cancelled' || sale.status === 'failed'
  const isSeller = address?.toLowerCase() === sale.seller.toLowerCase()

  const send = async (step: Step, title: string) => {
    setSteps([step])
    setTitles([title])
    await runner.run([step])
  }
  const buy = () => {
    if (cost === undefined || covered === false) return
    void send(buyInscriptionSaleStep({ sale: sale.sale, units: buyUnits, value: cost }), t('sale.buy.step'))
  }
  const reclaim = () =>
    escrow &&
    void send(reclaimInscriptionSaleEscrowStep({ sale: sale.sale, amount: escrow }), t('sale.action.reclaim'))
  const act = (kind: InscriptionSaleActionKind) =>
    void send(inscriptionSaleActionStep(kind, { sale: sale.sale }), t(`sale.action.${kind}`))
  const actions: InscriptionSaleActionKind[] = [
    ...(sale.status === 'ended' ? (['finalize'] as const) : []),
    ...(position?.claimable ? (['claim'] as const) : []),
    ...(position?.refundable ? (['refund'] as const) : []),
    ...(isSeller &&
    (sale.status === 'ended' || (sale.sold === 0n && (sale.status === 'upcoming' || sale.status === 'live')))
      ? (['cancel'] as const)
      : []),
  ]

  return (
    <Panel
      title={`${terms.tick} · ${terms.protocol}`}
      extra={
        <Tag color={saleStatusColors[sale.status]} data-testid="ins-sale-status" data-status={sale.status}>
          {t(`sale.status.${sale.status}`)}
        </Tag>
      }
      data-testid="ins-sale"
    >
      <Flex vertical gap={16}>
        <div>
          <Typography.Text>
            {t('sale.sold', { sold: number(sale.sold), total: number(terms.totalUnits) })}
          </Typography.Text>
          <ProgressBar
            percent={sale.progressBps / 100}
            data-testid="ins-sale-progress"
            data-sold={sale.sold.toString()}
          />
        </div>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'unit',
              label: t('sale.unit'),
              children: t('sale.unitValue', { amount: number(terms.amountPerUnit), tick: terms.tick }),
            },
            {
              key: 'price',
              label: t('sale.priceMode'),
              children:
                terms.priceMode === 'constant'
                  ? t('sale.constantValue', { price: coin(terms.startPrice) })
                  : t('sale.floatingValue', { first: coin(terms.startPrice), last: coin(terms.endPrice) }),
            },
            ...(priceNow !== undefined
              ? [{ key: 'now', label: t('sale.priceNow'), children: coin(priceNow) }]
              : []),
            {
              key: 'soft',
              label: t('sale.create.softCap'),
              children: terms.softCap ? number(terms.softCap) : t('sale.none'),
            },
            {
              key: 'max',
              label: t('sale.create.maxPerBuyer'),
              children: terms.maxPerBuyer ? number(terms.maxPerBuyer) : t('sale.none'),
            },
            { key: 'raised', label: t('sale.raised'), children: coin(raised) },
            { key: 'buyers', label: t('sale.buyers'), children: number(sale.buyers) },
            { key: 'start', label: t('sale.create.start'), children: time(terms.start) },
            { key: 'end', label: t('sale.create.end'), children: time(terms.end) },
            {
              key: 'seller',
              label: t('sale.seller'),
              children: (
                <Typography.Text code copyable={{ text: sale.seller }}>
                  {formatAddress(sale.seller)}
                </Typography.Text>
              ),
            },
            {
              key: 'address',
              label: t('sale.address'),
              children: (
                <Typography.Text code copyable={{ text: sale.sale }}>
                  {formatAddress(sale.sale)}
                </Typography.Text>
              ),
            },
          ]}
        />
        {escrow !== undefined && !over && (
          <Alert
            type={covered ? 'success' : 'error'}
            showIcon
            data-testid="ins-sale-escrow"
            data-covered={covered ? 'true' : 'false'}
            title={t(covered ? 'sale.escrow.covered' : 'sale.escrow.short', {
              escrow: number(escrow),
              needed: number(owed),
              tick: terms.tick,
            })}
            description={t('sale.escrow.hint')}
          />
        )}
        {position && position.units > 0n && (
          <Typography.Text data-testid="ins-sale-position" data-units={position.units.toString()}>
            {t('sale.position', {
              amount: number(position.units * terms.amountPerUnit),
              tick: terms.tick,
              paid: coin(position.paid),
            })}
            {position.claimed
              ? ` · ${t('sale.claimed')}`
              : position.refunded
                ? ` · ${t('sale.refunded')}`
                : ''}
          </Typography.Text>
        )}
        {sale.status === 'live' && (
          <Flex vertical gap={8}>
            <Flex gap={8} align="center" wrap>
              <Typography.Text>{t('sale.buy.units')}</Typography.Text>
              <InputNumber
                min={1}
                max={Number(left)}
                precision={0}
                value={units}
                onChange={setUnits}
                disabled={runner.running}
                aria-label={t('sale.buy.units')}
                data-testid="ins-sale-units"
              />
              <Button
                type="primary"
                onClick={buy}
                disabled={!address || cost === undefined || covered === false || runner.running}
                loading={runner.running}
                data-testid="ins-sale-buy"
              >
                {cost !== undefined ? t('sale.buy.submit', { cost: coin(cost) }) : t('sale.buy.plain')}
              </Button>
            </Flex>
            {covered === false && (
              <Typography.Text type="danger" data-testid="ins-sale-buy-refused">
                {t('sale.buy.refused')}
              </Typography.Text>
            )}
            {terms.priceMode === 'floating' && (
              <Typography.Text type="secondary">{t('sale.buy.floatingHint')}</Typography.Text>
            )}
          </Flex>
        )}
        {(actions.length > 0 || (isSeller && over && Boolean(escrow))) && (
          <Flex gap={8} wrap>
            {isSeller && over && Boolean(escrow) && (
              <Button onClick={reclaim} disabled={runner.running} data-testid="ins-sale-reclaim">
                {t('sale.action.reclaim')}
              </Button>
            )}
            {actions.map((kind) => (
              <Button
                key={kind}
                danger={kind === 'cancel'}
                type={kind === 'cancel' ? 'default' : 'primary'}
                onClick={() => act(kind)}
                disabled={runner.running}
                data-testid={`ins-sale-${kind}`}
              >
                {t(`sale.action.${kind}`)}
              </Button>
            ))}
          </Flex>
        )}
        {steps.length > 0 && (runner.running || runner.result) && (
          <StepsProgress
            layout="list"
            steps={steps}
            titles={titles}
            progress={runner.progress}
            result={runner.result}
            testId="ins-sale-run"
          />
        )}
      </Flex>
    </Panel>
  )
}
