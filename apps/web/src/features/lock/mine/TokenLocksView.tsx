import { SearchOutlined } from '@ant-design/icons'
import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import { type LockInfo, type NextRelease, nextRelease } from '@tokenbox/core/lock/lockSchedule.ts'
import { Button, Empty, Flex, Input, Skeleton, Statistic, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress, zeroAddress } from 'viem'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { issueText } from '../../../app/forms/issueRule.ts'
import { formatLockTime, formatTokenAmount } from '../formatLock.ts'
import { useLocks } from '../useLocks.ts'
import { LocksTable } from './LocksTable.tsx'

/**
 * The public view of a token's locks, what investors check before buying: anyone pastes a token or
 * LP address and sees every lock of it, the share of the supply still locked (for LP, of the
 * pair's own supply) and the next unlock. Needs no wallet account, only the chain.
 */
export function TokenLocksView({
  locker,
  initialToken,
}: {
  locker: Address
  initialToken?: string | undefined
}) {
  const { t, i18n } = useTranslation('lock')
  const [input, setInput] = useState(initialToken ?? '')
  const [issue, setIssue] = useState<string | undefined>()
  const [token, setToken] = useState<Address | undefined>(() =>
    initialToken && !validateAddress(initialToken) ? getAddress(initialToken) : undefined,
  )
  const locks = useLocks(locker, { token })

  const search = () => {
    const problem = validateAddress(input, 'form.token')
    setIssue(problem ? issueText(t, problem, 'lock') : undefined)
    if (!problem) setToken(getAddress(input.trim()))
  }

  const body = () => {
    if (!token) return <Empty description={t('view.empty')} />
    if (locks.isPending) return <Skeleton active />
    if (locks.isError) return <ReadErrorAlert error={locks.error} />
    const { locks: list, tokens } = locks.data
    if (list.length === 0) return <Empty description={t('view.none')} data-testid="token-locks-none" />
    const info = tokens[token]
    const decimals = info?.decimals ?? 18
    const locked = list.reduce((sum, lock) => sum + lock.amount - lock.withdrawn, 0n)
    const share =
      info && info.totalSupply > 0n ? Number((locked * 1_000_000n) / info.totalSupply) / 10_000 : 0
    const upcoming = upcomingRelease(list, locks.data.timestamp)
    return (
      <Flex vertical gap={16}>
        <Flex gap={32} wrap data-testid="token-locks-summary">
          <Statistic
            title={t('view.locked')}
            value={`${formatTokenAmount(locked, decimals)} ${info?.symbol ?? ''}`}
            data-testid="token-locks-locked"
          />
          <Statistic
            title={t(info?.lp ? 'view.shareLp' : 'view.share')}
            value={`${share}%`}
            data-testid="token-locks-share"
          />
          <Statistic
            title={t('view.nextUnlock')}
            value={
              !upcoming
                ? '—'
                : upcoming.kind === 'continuous'
                  ? t('view.releasingNow')
                  : formatLockTime(upcoming.at, i18n.language)
            }
            data-testid="token-locks-next"
          />
          <Statistic title={t('view.count')} value={list.length} />
        </Flex>
        <LocksTable data={locks.data} view="token" locker={locker} onChanged={() => void locks.refetch()} />
      </Flex>
    )
  }

  return (
    <Flex vertical gap={16}>
      <Flex gap={8}>
        <Input
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onPressEnter={search}
          placeholder={t('view.placeholder')}
          status={issue ? 'error' : undefined}
          spellCheck={false}
          data-testid="token-locks-address"
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={search} data-testid="token-locks-search">
          {t('view.search')}
        </Button>
      </Flex>
      {issue && <Typography.Text type="danger">{issue}</Typography.Text>}
      {body()}
    </Flex>
  )
}

/**
 * What a buyer wants to know first: the soonest release of any lock still holding tokens that an
 * owner can take out (renounced locks never release to anyone). A linear lock releasing now comes
 * first: its tokens unlock every second.
 */
function upcomingRelease(locks: readonly LockInfo[], timestamp: bigint): NextRelease | undefined {
  const soonest = (release: NextRelease) => (release.kind === 'continuous' ? timestamp : release.at)
  return locks
    .filter((lock) => lock.withdrawn < lock.amount && lock.owner !== zeroAddress)
    .map((lock) => nextRelease(lock, lock.amount, timestamp))
    .filter((release): release is NextRelease => release !== undefined)
    .sort((a, b) => (soonest(a) < soonest(b) ? -1 : soonest(a) > soonest(b) ? 1 : 0))[0]
}
