import { defaultSaleFormValues } from '@tokenbox/core/tokens/sale/saleFormValues.ts'
import { useTranslation } from 'react-i18next'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { TemplateCreatePanel } from '../create/TemplateCreatePanel.tsx'
import { LaunchFormSummary } from './LaunchFormSummary.tsx'
import { SaleFormFields } from './SaleFormFields.tsx'
import { saleSummaryLines } from './saleSummaryLines.ts'
import { useSaleCreate } from './useSaleCreate.ts'

/**
 * Create Token for the standard sale token: the token, the sale's figures, the exchange and the
 * LP's fate, the live summary of owner powers and of where the coin goes, then the deployment and
 * "Sourcecode Verify" as for every template (TemplateCreatePanel).
 */
export function SaleCreatePanel({ onOpenSale }: { onOpenSale: (address: string) => void }) {
  const { t } = useTranslation('tokens')
  const creation = useSaleCreate()
  const { entry } = useConnectedChainEntry()
  return (
    <TemplateCreatePanel
      // The default end is a week from when the screen opened.
      initialValues={() => defaultSaleFormValues(Date.now())}
      creation={creation}
      submit={creation.submit}
      fields={<SaleFormFields locker={creation.locker} coin={entry?.nativeCurrency.symbol ?? 'ETH'} />}
      summary={(form) => <LaunchFormSummary form={form} lines={saleSummaryLines} />}
      onOpen={onOpenSale}
      openLabel={t('sale.result.open')}
    />
  )
}
