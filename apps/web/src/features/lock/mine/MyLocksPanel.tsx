import { ReloadOutlined } from '@ant-design/icons'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Button, Empty, Flex, Segmented, Skeleton } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { labelledOptions } from '../../../app/forms/labelledOptions.ts'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { useLocks } from '../useLocks.ts'
import { LocksTable } from './LocksTable.tsx'
import { TokenLocksView } from './TokenLocksView.tsx'

/**
 * My Lock: every lock the wallet owns on this chain, with its actions; beside it the public view of
 * any token's locks (opened directly by a shared link with `?token=`).
 */
export function MyLocksPanel({
  locker,
  initialToken,
}: {
  locker: Address
  initialToken?: string | undefined
}) {
  const { t } = useTranslation(['lock', 'errors'])
  const { address } = useConnection()
  const [view, setView] = useState<'mine' | 'token'>(initialToken ? 'token' : 'mine')
  const locks = useLocks(locker, { owner: address })

  const mine = () => {
    if (!address) return <ConnectWalletAlert />
    if (locks.isPending) return <Skeleton active />
    if (locks.isError) return <ReadErrorAlert error={locks.error} />
    if (locks.data.locks.length === 0)
      return <Empty description={t('mine.empty')} data-testid="my-locks-empty" />
    return (
      <LocksTable data={locks.data} view="owner" locker={locker} onChanged={() => void locks.refetch()} />
    )
  }

  return (
    <Panel
      title={
        <Segmented
          value={view}
          onChange={(value) => setView(value as 'mine' | 'token')}
          data-testid="lock-view"
          options={labelledOptions(t, { mine: 'mine.title', token: 'view.title' })}
        />
      }
      extra={
        view === 'mine' && (
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void locks.refetch()}
            data-testid="my-locks-refresh"
          >
            {t('mine.refresh')}
          </Button>
        )
      }
    >
      <Flex vertical gap={16}>
        {view === 'mine' ? mine() : <TokenLocksView locker={locker} initialToken={initialToken} />}
      </Flex>
    </Panel>
  )
}
