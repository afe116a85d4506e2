import type { InscriptionSaleState } from '@tokenbox/core/inscription/sale/readInscriptionSale.ts'
import { Button, Flex, InputNumber, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import type { useInscriptionSaleAction } from './useInscriptionSaleAction.ts'
import { useSaleFormat } from './useSaleFormat.ts'

/**
 * What can be done with an inscription sale now: buy units while it is live (refused while the
 * escrow does not cover the sale), the seller's reclaim of the escrow and the actions its state
 * allows (finalize, claim, refund, cancel), each action's progress, and why one did not go.
 */
export function SaleActionsRow({
  sale,
  covered,
  action,
}: {
  sale: InscriptionSaleState
  covered: boolean | undefined
  action: ReturnType<typeof useInscriptionSaleAction>
}) {
  const { t } = useTranslation(['inscription', 'errors'])
  const { address } = useConnection()
  const { coin } = useSaleFormat()
  const { cost, busy } = action
  return (
    <>
      {action.offered.buy && (
        <Flex vertical gap={8}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text>{t('sale.buy.units')}</Typography.Text>
            <InputNumber
              min={1}
              max={Number(action.left)}
              precision={0}
              value={action.units}
              onChange={action.setUnits}
              disabled={action.running}
              aria-label={t('sale.buy.units')}
              data-testid="ins-sale-units"
            />
            <Button
              type="primary"
              onClick={action.buy}
              disabled={!address || cost === undefined || covered === false || busy}
              loading={busy}
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
          {sale.terms.priceMode === 'floating' && (
            <Typography.Text type="secondary">{t('sale.buy.floatingHint')}</Typography.Text>
          )}
        </Flex>
      )}
      {(action.offered.actions.length > 0 || action.offered.reclaim) && (
        <Flex gap={8} wrap>
          {action.offered.reclaim && (
            <Button
              onClick={() => action.act({ kind: 'reclaim' })}
              disabled={busy}
              data-testid="ins-sale-reclaim"
            >
              {t('sale.action.reclaim')}
            </Button>
          )}
          {action.offered.actions.map((kind) => (
            <Button
              key={kind}
              danger={kind === 'cancel'}
              type={kind === 'cancel' ? 'default' : 'primary'}
              onClick={() => action.act({ kind })}
              disabled={busy}
              data-testid={`ins-sale-${kind}`}
            >
              {t(`sale.action.${kind}`)}
            </Button>
          ))}
        </Flex>
      )}
      {action.failure && <ErrorAlert message={action.failure} testId="ins-sale-refused" />}
      {action.steps.length > 0 && (action.running || action.result) && (
        <StepsProgress
          layout="list"
          steps={action.steps}
          titles={action.titles}
          progress={action.progress}
          result={action.result}
          testId="ins-sale-run"
        />
      )}
    </>
  )
}
