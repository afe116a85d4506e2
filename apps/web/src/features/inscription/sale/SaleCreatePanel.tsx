import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex, Form } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { SharedContractGate } from '../../../app/contracts/SharedContractGate.tsx'
import { CreateSubmitFooter } from '../../../app/transactions/CreateSubmitFooter.tsx'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { SaleCreateFields } from './SaleCreateFields.tsx'
import { SaleCreateSummary } from './SaleCreateSummary.tsx'
import { useCreateInscriptionSale } from './useCreateInscriptionSale.ts'
import { useInscriptionSaleFactory } from './useInscriptionSale.ts'

/**
 * Create an inscription presale: the tick (protocol and tick, as the indexer knows them), the
 * amount of it per unit and the units for sale, soft cap and limit per buyer in units, the window,
 * the finalize grace period, and the price: constant, or floating along a straight line from the
 * first unit's price to the last one's. The summary says what the seller escrows (every unit, by a
 * transfer inscription sent to the sale right after its creation), what the whole sale raises,
 * and refuses a seller whose indexed balance does not cover the escrow. useCreateInscriptionSale
 * owns the flow over core's plan; this only renders.
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
  const { t } = useTranslation('inscription')
  const creation = useCreateInscriptionSale(factory, onOpen)
  const { flow } = creation
  return (
    <Form layout="vertical" component="div" disabled={creation.busy}>
      <SaleCreateFields
        draft={creation.draft}
        change={creation.change}
        issueOf={creation.issueOf}
        symbol={creation.symbol}
      />
      <Flex vertical gap={12}>
        <SaleCreateSummary check={creation.check} symbol={creation.symbol} />
        <CreateSubmitFooter
          connected={creation.connected}
          prepareError={flow.prepareError}
          busy={creation.busy}
          label={t('sale.create.submit')}
          submitTestId="ins-sale-submit"
          onClick={() => void creation.submit()}
        />
        {flow.steps.length > 0 && (flow.running || flow.result) && (
          <StepsProgress
            layout="list"
            steps={flow.steps}
            titles={[t('sale.create.stepCreate'), t('sale.create.stepEscrow')]}
            progress={flow.progress}
            result={flow.result}
            testId="ins-sale-create-progress"
          />
        )}
      </Flex>
    </Form>
  )
}
