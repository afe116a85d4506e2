import { Tabs } from 'antd'
import { type ReactNode, useState } from 'react'
import { useSearchParams } from 'react-router'
import { type Address, getAddress, isAddress } from 'viem'
import { useConnection } from 'wagmi'
import { SharedContractGate } from '../../app/contracts/SharedContractGate.tsx'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { ConnectWalletAlert } from '../../wallet/ConnectWalletAlert.tsx'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'
import { CreateWalletPanel } from './CreateWalletPanel.tsx'
import { OpenWalletPanel } from './OpenWalletPanel.tsx'
import { useMultisigFactory } from './useMultisig.ts'
import { WalletView } from './WalletView.tsx'

type Tab = 'create' | 'open'

/**
 * Multisig wallet (/ot/ms): Create (signers, required signatures, through the chain's factory) and
 * Open (by address, or from "My wallets"); an open wallet is in the URL (`?wallet=0x…`), so a link
 * to it can be shared with the other signers. The chain needs TokenBox's MultisigFactory to create;
 * where it has none the screen offers to deploy one.
 */
export function MultisigPage() {
  const { t } = useLazyNamespace('multisig')
  const { address } = useConnection()
  const { chainId } = useCurrentNetwork()
  const factory = useMultisigFactory()
  const [params, setParams] = useSearchParams()
  const [tab, setTab] = useState<Tab>('create')
  const requested = params.get('wallet') ?? ''
  const wallet = isAddress(requested) ? getAddress(requested) : undefined

  const open = (next: Address | undefined) => {
    setParams(next ? { wallet: next } : {})
    if (!next) setTab('open')
  }

  if (!address) return <ConnectWalletAlert testId="multisig-connect" />
  if (wallet)
    return <WalletView key={`${chainId}-${wallet}`} wallet={wallet} onBack={() => open(undefined)} />

  // Where the chain has no MultisigFactory yet, the gate offers to deploy it (no constructor
  // arguments, no owner, no fee; it deploys its wallet implementation).
  const withFactory = (render: (factory: Address) => ReactNode) => (
    <SharedContractGate kind="multisig" contract={factory} ns="multisig" testId="multisig-factory">
      {render}
    </SharedContractGate>
  )

  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as Tab)}
      data-testid="multisig-tabs"
      items={[
        {
          key: 'create',
          label: t('tabs.create'),
          children: withFactory((address) => (
            <CreateWalletPanel key={chainId} factory={address} onCreated={(created) => open(created)} />
          )),
        },
        {
          key: 'open',
          label: t('tabs.open'),
          children: withFactory((address) => (
            <OpenWalletPanel factory={address} onOpen={(next) => open(next)} />
          )),
        },
      ]}
    />
  )
}
