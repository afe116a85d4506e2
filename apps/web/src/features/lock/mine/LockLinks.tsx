import { LinkOutlined } from '@ant-design/icons'
import type { LockInfo } from '@tokenbox/core/lock/lockSchedule.ts'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCopyWithFeedback } from '../../../wallet/useCopyWithFeedback.ts'
import { lockPageHref } from '../lockLink.ts'

/** The lock's number, a link to its own page (the one to share). */
export function LockIdLink({ lock, chainId }: { lock: LockInfo; chainId: number }) {
  return (
    <Link to={lockPageHref(chainId, lock.id)} data-testid={`lock-link-${lock.id}`}>
      #{String(lock.id)}
    </Link>
  )
}

/** Copies the full address of the lock's page, for the owner to share with buyers. */
export function CopyLockLinkButton({ lock, chainId }: { lock: LockInfo; chainId: number }) {
  const { t } = useTranslation('lock')
  const copy = useCopyWithFeedback()
  return (
    <Button
      size="small"
      icon={<LinkOutlined />}
      onClick={() => void copy(new URL(lockPageHref(chainId, lock.id), window.location.origin).href)}
      data-testid={`lock-copy-link-${lock.id}`}
    >
      {t('action.copyLink')}
    </Button>
  )
}
