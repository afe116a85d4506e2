/**
 * The reference of bench/web/firstLoad.ts: the one-page dApp starter a developer gets from a
 * Vite + React + antd + wagmi template, built with the workspace's own versions of them. A
 * header with a Connect Wallet button whose dialog lists the wallets wagmi discovers (what a
 * RainbowKit-style ConnectButton does; RainbowKit itself is not a workspace dependency, so its
 * dialog is written here with antd), and a card with the account, its chain and its balance.
 * No code splitting, no translations: the template's defaults.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Button, Card, ConfigProvider, Descriptions, Layout, List, Modal, Space, Typography } from 'antd'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { formatUnits } from 'viem'
import { mainnet, sepolia } from 'viem/chains'
import {
  createConfig,
  http,
  injected,
  useBalance,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  WagmiProvider,
} from 'wagmi'

const config = createConfig({
  chains: [mainnet, sepolia],
  connectors: [injected()],
  multiInjectedProviderDiscovery: true,
  transports: { [mainnet.id]: http(), [sepolia.id]: http() },
})
const queryClient = new QueryClient()

function ConnectButton() {
  const [open, setOpen] = useState(false)
  const { address } = useConnection()
  const connectors = useConnectors()
  const { mutate: connect } = useConnect()
  const { mutate: disconnect } = useDisconnect()
  if (address)
    return (
      <Button onClick={() => disconnect()} data-testid="connect-wallet">
        {`${address.slice(0, 6)}…${address.slice(-4)}`}
      </Button>
    )
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="connect-wallet">
        Connect Wallet
      </Button>
      <Modal title="Connect a wallet" open={open} onCancel={() => setOpen(false)} footer={null}>
        <List
          dataSource={[...connectors]}
          locale={{ emptyText: 'No wallet found in this browser' }}
          renderItem={(connector) => (
            <List.Item>
              <Button block onClick={() => connect({ connector }, { onSuccess: () => setOpen(false) })}>
                {connector.name}
              </Button>
            </List.Item>
          )}
        />
      </Modal>
    </>
  )
}

function AccountCard() {
  const { address, chain, status } = useConnection()
  const balance = useBalance({ address, query: { enabled: Boolean(address) } })
  return (
    <Card title="Your wallet">
      <Descriptions column={1}>
        <Descriptions.Item label="Status">{status}</Descriptions.Item>
        <Descriptions.Item label="Address">{address ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Network">{chain?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Balance">
          {balance.data
            ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}`
            : '—'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  )
}

function App() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ color: '#fff', margin: 0 }}>
          Starter dApp
        </Typography.Title>
        <ConnectButton />
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Welcome
          </Typography.Title>
          <AccountCard />
        </Space>
      </Layout.Content>
    </Layout>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider>
      <WagmiProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </WagmiProvider>
    </ConfigProvider>
  </StrictMode>,
)
