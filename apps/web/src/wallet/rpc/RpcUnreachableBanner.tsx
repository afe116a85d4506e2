import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import { Alert, Button, Grid } from 'antd'
import { useState } from 'react'
import { useErrorStrings } from '../../base/useErrorStrings.ts'
import { useChainEntries } from '../network/useChainEntries.ts'
import { RpcDialogLazy } from './RpcDialogLazy.tsx'
import { useRpcSwitch } from './useRpcSwitch.ts'

/**
 * The layout's warning for each chain whose RPC fails with a network error (issue 18): the spec's
 * "Network connection failed, please change RPC node", the chain and the URL that does not answer,
 * and "Change RPC" opening the dialog that sets another one. Screens waiting on that chain then
 * say why instead of loading forever; the warning goes by itself once a request through the
 * chain's current URL answers.
 *
 * @example
 * <RpcUnreachableBanner /> // loaded by RpcUnreachableNotice once a chain's RPC fails
 */
export function RpcUnreachableBanner() {
  const { t } = useErrorStrings(['wallet'])
  const { rpcSwitch, snapshot } = useRpcSwitch()
  const entries = useChainEntries()
  const [changing, setChanging] = useState<number>()
  // On a phone the action beside the text would squeeze it into a narrow column: it goes below.
  const narrow = Grid.useBreakpoint().sm === false
  const unreachable = snapshot.unreachable.flatMap((chainId) => getChainEntry(chainId, entries) ?? [])
  if (!rpcSwitch) return null
  const changeButton = (chainId: number) => (
    <Button size="small" type="primary" onClick={() => setChanging(chainId)} data-testid="rpc-change">
      {t('rpc.change')}
    </Button>
  )
  return (
    <>
      {unreachable.map((entry) => (
        <Alert
          key={entry.id}
          type="error"
          showIcon
          role="alert"
          data-testid={`rpc-unreachable-${entry.id}`}
          style={{ marginBottom: 16 }}
          title={t('networkFailed', { ns: 'errors' })}
          description={
            <>
              <span style={{ overflowWrap: 'anywhere' }}>
                {t('rpc.bannerDetail', {
                  chain: chainLabel(entry),
                  url: rpcSwitch.currentUrl(entry.id) ?? '',
                })}
              </span>
              {narrow && <div style={{ marginTop: 8 }}>{changeButton(entry.id)}</div>}
            </>
          }
          action={narrow ? undefined : changeButton(entry.id)}
        />
      ))}
      <RpcDialogLazy
        entry={changing === undefined ? undefined : getChainEntry(changing, entries)}
        open={changing !== undefined}
        onClose={() => setChanging(undefined)}
      />
    </>
  )
}
