import { Alert, Button } from 'antd'
import { useState } from 'react'
import { useErrorStrings } from '../../base/useErrorStrings.ts'
import { NetworkDialogLazy } from './NetworkDialogLazy.tsx'

/**
 * What a tool shows instead of its form while the wallet is on a chain TokenBox does not support:
 * the spec's "please switch network" and a button that opens the network switcher right here (the
 * header's switcher does the same, but a user looking at the tool should not have to find it).
 * The tool comes back by itself once the wallet is on a supported chain.
 *
 * @example
 * if (unsupported) return <WrongNetworkAlert />
 */
export function WrongNetworkAlert() {
  const { t } = useErrorStrings(['wallet'])
  const [open, setOpen] = useState(false)
  return (
    <>
      <Alert
        type="warning"
        showIcon
        data-testid="wrong-network"
        title={t('wrongNetwork', { ns: 'errors' })}
        action={
          <Button
            size="small"
            type="primary"
            onClick={() => setOpen(true)}
            data-testid="wrong-network-switch"
          >
            {t('network.switchAction')}
          </Button>
        }
      />
      <NetworkDialogLazy open={open} onClose={() => setOpen(false)} />
    </>
  )
}
