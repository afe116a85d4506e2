import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Flex, Input } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress, isAddress } from 'viem'
import { SaleFacts } from './SaleFacts.tsx'
import { useInscriptionSale } from './useInscriptionSale.ts'

/**
 * One inscription presale: opened by address (or from the create form and the list), read every
 * few seconds. Its terms, the books (sold of the units for sale, soft cap, raised, buyers), the
 * window by the chain's clock, the price now and along the curve, and the escrow as the indexer
 * counts it beside what the sale owes. Buy (refused while the escrow does not cover the sale),
 * and the action the state allows: finalize, claim, refund, cancel (SaleFacts; each action is
 * core's plan, useInscriptionSaleAction over planInscriptionSaleAction).
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
      {sale && (
        <SaleFacts sale={sale} escrow={escrow} owed={owed ?? 0n} covered={covered} refetch={query.refetch} />
      )}
    </Flex>
  )
}
