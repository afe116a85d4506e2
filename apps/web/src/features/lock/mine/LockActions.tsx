import type { LockInfo } from '@tokenbox/core/lock/lockSchedule.ts'
import type { LockableToken } from '@tokenbox/core/lock/readLockableToken.ts'
import type { WithdrawRoom } from '@tokenbox/core/lock/readWithdrawRoom.ts'
import { Button, type ButtonProps, Flex, Popconfirm } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ExtendDialog } from './ExtendDialog.tsx'
import { LockActionError } from './LockActionError.tsx'
import { TransferDialog } from './TransferDialog.tsx'
import { type LockDialog, useLockActions } from './useLockActions.ts'
import { WithdrawDialog } from './WithdrawDialog.tsx'

export type { LockDialog } from './useLockActions.ts'

/**
 * The owner's powers over one lock: withdraw, extend (later and/or more), transfer, renounce
 * (useLockActions owns them). Withdraw is one click, unless the token's max-wallet limit (`limit`)
 * would refuse everything released in one transfer: it then opens the partial withdrawal.
 */
export function LockActions({
  lock,
  token,
  limit,
  locker,
  timestamp,
  onChanged,
  extra,
  dialog: openDialog,
  onDialog,
}: {
  lock: LockInfo
  token: LockableToken | undefined
  limit?: WithdrawRoom | undefined
  locker: Address
  /** The chain's time now: what is withdrawable grows with it (a linear lock every second). */
  timestamp: bigint
  onChanged: () => void
  /** More buttons beside the owner's (the lock's link to share). */
  extra?: ReactNode
  /**
   * The open dialog, when the list keeps it (controlled): the list switches between table and cards
   * when a tablet turns, and a dialog kept here would close with the layout it was opened in.
   */
  dialog?: LockDialog | null
  onDialog?: (dialog: LockDialog | null) => void
}) {
  const { t } = useTranslation('lock')
  const actions = useLockActions({ lock, locker, limit, timestamp, onChanged, dialog: openDialog, onDialog })
  const { dialog, setDialog, offer } = actions
  const busy = actions.preparing || actions.running
  const finished = lock.withdrawn >= lock.amount

  return (
    <Flex vertical gap={4} style={{ maxWidth: 216 }}>
      <Flex gap={4} wrap>
        <Button
          size="small"
          type="primary"
          disabled={actions.withdrawable === 0n || busy}
          loading={actions.running && actions.progress?.step.label === 'withdraw'}
          onClick={actions.withdraw}
          data-testid={`lock-withdraw-${lock.id}`}
        >
          {t('action.withdraw')}
        </Button>
        <Button
          size="small"
          disabled={finished || busy}
          onClick={() => setDialog('extend')}
          data-testid={`lock-extend-${lock.id}`}
        >
          {t('action.extend')}
        </Button>
        <Button
          size="small"
          disabled={busy}
          onClick={() => setDialog('transfer')}
          data-testid={`lock-transfer-${lock.id}`}
        >
          {t('action.transfer')}
        </Button>
        <Popconfirm
          title={t('action.renounceConfirm')}
          okText={t('action.renounce')}
          okButtonProps={{ danger: true, 'data-testid': `lock-renounce-confirm-${lock.id}` } as ButtonProps}
          onConfirm={() => void actions.act({ kind: 'renounce' })}
        >
          <Button size="small" danger disabled={busy} data-testid={`lock-renounce-${lock.id}`}>
            {t('action.renounce')}
          </Button>
        </Popconfirm>
        {extra}
      </Flex>
      {!dialog && <LockActionError result={actions.result} prepareError={actions.prepareError} />}
      {dialog === 'withdraw' && offer.kind !== 'full' && limit && (
        <WithdrawDialog
          lock={{ ...lock, withdrawable: actions.withdrawable }}
          plan={offer}
          limit={limit}
          decimals={token?.decimals ?? 18}
          symbol={token?.symbol ?? ''}
          actions={actions}
        />
      )}
      {dialog === 'extend' && (
        <ExtendDialog lock={lock} token={token} timestamp={timestamp} actions={actions} />
      )}
      {dialog === 'transfer' && <TransferDialog lock={lock} actions={actions} />}
    </Flex>
  )
}
