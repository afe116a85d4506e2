import { Tabs } from 'antd'
import { useState } from 'react'
import { ToolIntroduce } from '../../app/docs/ToolIntroduce.tsx'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { InscribePanel } from './InscribePanel.tsx'

/**
 * EVM inscription online mint and deploy (`/ins/pr`): Deploy and Mint tabs, each its own form (a
 * tick typed in one stays there when the other is opened), and Introduce.
 */
export function InscriptionPage() {
  const { t } = useLazyNamespace('inscription')
  const [tab, setTab] = useState('DE')
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      data-testid="inscribe-tabs"
      items={[
        { key: 'DE', label: t('tabs.deploy'), children: <InscribePanel op="deploy" /> },
        { key: 'MI', label: t('tabs.mint'), children: <InscribePanel op="mint" /> },
        {
          key: 'EX',
          label: t('tabs.introduce'),
          children: <ToolIntroduce />,
        },
      ]}
    />
  )
}
