import type { TokenAsset } from '@tokenbox/core/tokens/tokenQuery.ts'
import { Alert, Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { type Address, isAddressEqual } from 'viem'
import { formatBps } from '../exchange/exchangeModel.ts'
import { useTemplateOwner } from './useTemplateOwner.ts'

/**
 * A token's transfer tax as it touches a deposit: measured by the exchange's test trade (its sell
 * tax: a transfer into the pool is taxed as a sale), what reaches the pool, or that it could not be
 * measured (no pool with the chain's coin yet, the usual case of a token's first pool); and, when
 * the token is a TokenBox token this wallet owns, that the owner controls its fee exemptions.
 */
export function LiquidityTaxNote({
  token,
  reading,
  account,
}: {
  token: TokenAsset
  /** useSwapTax's reading: null when no route from the chain's coin reaches the token. */
  reading: { sellTaxBps: number | undefined } | null | undefined
  account: Address | undefined
}) {
  const { t } = useTranslation('dex')
  const taxBps = reading?.sellTaxBps ?? 0
  const made = useTemplateOwner(token.address, reading === null || taxBps > 0)
  if (reading === undefined || (reading && taxBps <= 0)) return null
  const owned = Boolean(account && made.data && isAddressEqual(made.data.owner, account))
  return (
    <Flex vertical gap={8}>
      {reading === null ? (
        <Alert
          type="info"
          showIcon
          title={t('tax.untested', { symbol: token.symbol })}
          data-testid="add-tax-untested"
        />
      ) : (
        <Alert
          type={taxBps > 1_000 ? 'warning' : 'info'}
          showIcon
          data-testid="add-tax"
          title={t('add.tax.title', { symbol: token.symbol, tax: formatBps(taxBps) })}
          description={t('add.tax.body', { symbol: token.symbol })}
        />
      )}
      {owned && (
        <Alert
          type="info"
          showIcon
          data-testid="add-tax-owner"
          title={t('add.tax.ownerTitle', { symbol: token.symbol })}
          description={t('add.tax.ownerBody', { symbol: token.symbol })}
        />
      )}
    </Flex>
  )
}
