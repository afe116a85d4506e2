import { Tabs } from 'antd'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { type Address, getAddress, isAddress } from 'viem'
import { ToolIntroduce } from '../../../app/docs/ToolIntroduce.tsx'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { SaleCreatePanel } from './SaleCreatePanel.tsx'
import { SaleList } from './SaleList.tsx'
import { SalePanel } from './SalePanel.tsx'

/**
 * Inscription Pre-sale (`/ins/sa`): Create (a sale of a tick's units for the native coin), Sale
 * (one sale's page: buy, finalize, claim, refund, cancel), List (the chain's sales) and Introduce. `?sale=0x…` opens a
 * sale's page, so a seller shares its link.
 */
export function InscriptionSalePage() {
  const { t } = useLazyNamespace('inscription')
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const linked = new URLSearchParams(search).get('sale') ?? ''
  const [sale, setSale] = useState<Address | undefined>(isAddress(linked) ? getAddress(linked) : undefined)
  const [tab, setTab] = useState(sale ? 'SA' : 'CT')
  const open = (address: Address) => {
    setSale(address)
    setTab('SA')
    navigate(`${pathname}?sale=${address}`, { replace: true })
  }
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      data-testid="ins-sale-tabs"
      items={[
        { key: 'CT', label: t('sale.tabs.create'), children: <SaleCreatePanel onOpen={open} /> },
        { key: 'SA', label: t('sale.tabs.sale'), children: <SalePanel address={sale} onOpen={open} /> },
        { key: 'LI', label: t('sale.tabs.list'), children: <SaleList onOpen={open} /> },
        {
          key: 'EX',
          label: t('tabs.introduce'),
          children: <ToolIntroduce />,
        },
      ]}
    />
  )
}
