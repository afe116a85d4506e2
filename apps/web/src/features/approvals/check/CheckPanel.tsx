import type { LiveApproval } from '@tokenbox/core/approvals/readApprovals.ts'
import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import { scanNotice, scanPercent } from '@tokenbox/core/logs/scanNotice.ts'
import { Alert, Button, Empty, Flex, Form, Grid, Input, Radio, Typography } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress, type Hash } from 'viem'
import { useConnection } from 'wagmi'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { issueRule } from '../../../app/forms/issueRule.ts'
import { VerticalForm } from '../../../app/forms/VerticalForm.tsx'
import { labelledClear } from '../../../app/layout/labelledClear.tsx'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import type { ApprovalStatus } from '../approvalDisplay.ts'
import { useApprovalScan } from '../useApprovalScan.ts'
import { useKnownContracts } from '../useKnownContracts.ts'
import { ApprovalCards } from './ApprovalCards.tsx'
import { ApprovalsTable } from './ApprovalsTable.tsx'
import { RevokeQueue } from './RevokeQueue.tsx'
import { useRevokeQueue } from './useRevokeQueue.ts'

type Filter = 'all' | ApprovalStatus
const filters: Filter[] = ['all', 'high', 'medium', 'low', 'cancelled']

/**
 * Check (AC): the live approvals of the connected wallet (scanned on arrival) or of any address
 * typed in (read-only: revoking needs that wallet). Scan progress with cancel, a filter by risk,
 * Revoke per row or "Revoke selected" through the guided queue; revoked rows show cancelled.
 */
export function CheckPanel() {
  const { t } = useTranslation('approvals')
  const { address: wallet } = useConnection()
  const { chainId, entry } = useCurrentNetwork()
  const wide = Grid.useBreakpoint().md !== false
  const List = wide ? ApprovalsTable : ApprovalCards
  const known = useKnownContracts()
  const { scan, start, cancel } = useApprovalScan(chainId, entry, known)
  const [form] = Form.useForm<{ owner: string }>()
  // Revoked on this screen: approval id -> the revoke transaction.
  const [cancelled, setCancelled] = useState<ReadonlyMap<string, Hash | undefined>>(new Map())
  const [selected, setSelected] = useState<string[]>([])
  const [filter, setFilter] = useState<Filter>('all')
  const queue = useRevokeQueue((id, hash) => {
    setCancelled((previous) => new Map(previous).set(id, hash))
    setSelected((previous) => previous.filter((key) => key !== id))
  })

  const scanOwner = (owner: Address) => {
    setCancelled(new Map())
    setSelected([])
    queue.clear()
    void start(owner)
  }
  // The wallet the field was last filled with by this screen (not typed by the user).
  const filledWith = useRef<string | undefined>(undefined)
  // The wallet's own approvals are what most visitors came for: scan them on arrival and when the
  // account or chain changes, unless the user typed another address to look at. The previous
  // account's address, filled in here, follows the switch (issue 77).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new account or chain starts a scan
  useEffect(() => {
    if (!wallet) return
    const typed = (form.getFieldValue('owner') as string | undefined)?.trim().toLowerCase()
    const own = !typed || typed === wallet.toLowerCase() || typed === filledWith.current
    if (!own && scan.status !== 'idle') return
    filledWith.current = wallet.toLowerCase()
    form.setFieldsValue({ owner: wallet })
    scanOwner(wallet)
  }, [wallet, chainId])

  const owner = scan.status === 'done' || scan.status === 'scanning' ? scan.owner : undefined
  const editable = Boolean(wallet && owner && wallet.toLowerCase() === owner.toLowerCase())
  const approvals = scan.status === 'done' ? scan.approvals : []
  const status = (approval: LiveApproval): ApprovalStatus =>
    cancelled.has(approval.id) ? 'cancelled' : approval.risk.level
  const counts = useMemo(() => {
    const result: Record<Filter, number> = { all: approvals.length, high: 0, medium: 0, low: 0, cancelled: 0 }
    for (const approval of approvals) result[cancelled.has(approval.id) ? 'cancelled' : approval.risk.level]++
    return result
  }, [approvals, cancelled])
  const shown = filter === 'all' ? approvals : approvals.filter((approval) => status(approval) === filter)
  const busy = new Set(
    queue.items
      .filter((item) => item.status === 'waiting' || item.status === 'running')
      .map((i) => i.approval.id),
  )
  const progress = scan.status === 'scanning' ? scan.progress : null
  const notice = progress ? scanNotice(progress) : undefined
  const percent = progress ? scanPercent(progress) : 0

  return (
    <Flex vertical gap={16}>
      <VerticalForm form={form} onFinish={({ owner: typed }) => scanOwner(getAddress(typed.trim()))}>
        <Form.Item
          name="owner"
          label={t('check.owner')}
          extra={t('check.ownerHint')}
          rules={[issueRule(t, (value?: string) => validateAddress(value, 'check.owner'), 'approvals')]}
        >
          <Input
            spellCheck={false}
            allowClear={labelledClear}
            placeholder="0x…"
            data-testid="approvals-owner"
          />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button
            type="primary"
            htmlType="submit"
            loading={scan.status === 'scanning'}
            data-testid="approvals-scan"
          >
            {t('check.scan')}
          </Button>
          {scan.status === 'scanning' && (
            <Button onClick={cancel} data-testid="approvals-cancel">
              {t('check.cancel')}
            </Button>
          )}
        </Flex>
      </VerticalForm>
      {scan.status === 'scanning' && (
        <div data-testid="approvals-progress">
          <ProgressBar percent={percent} size="small" aria-label={t('check.scan')} />
          <Typography.Text type="secondary">
            {progress
              ? t('check.progress', {
                  block: String(progress.scannedTo),
                  to: String(progress.toBlock),
                  count: progress.logs,
                })
              : t('check.starting')}
          </Typography.Text>
          {notice && (
            <Typography.Text type="warning" data-testid="approvals-rpc-notice">
              {' '}
              {t(`common:${notice.key}`, notice.params)}
            </Typography.Text>
          )}
        </div>
      )}
      {scan.status === 'cancelled' && <Alert type="info" showIcon title={t('check.cancelled')} />}
      {scan.status === 'failed' && <ErrorAlert message={scan.message} />}
      {scan.status === 'done' && !editable && (
        <Alert type="info" showIcon title={t('check.readOnly')} data-testid="approvals-read-only" />
      )}
      {queue.items.length > 0 && (
        <RevokeQueue
          items={queue.items}
          running={queue.running}
          onRetry={queue.retry}
          onSkip={queue.skip}
          onClose={queue.clear}
        />
      )}
      {scan.status === 'done' && (
        <>
          <Flex gap={8} wrap justify="space-between" align="center">
            <Radio.Group
              value={filter}
              onChange={(event) => setFilter(event.target.value as Filter)}
              optionType="button"
              size="small"
              data-testid="approvals-filter"
              options={filters.map((key) => ({
                value: key,
                label: `${t(`filter.${key}`)} (${counts[key]})`,
              }))}
            />
            {editable && (
              <Button
                danger
                disabled={selected.length === 0}
                onClick={() => queue.add(approvals.filter((approval) => selected.includes(approval.id)))}
                data-testid="approvals-revoke-selected"
              >
                {t('check.revokeSelected', { count: selected.length })}
              </Button>
            )}
          </Flex>
          {approvals.length === 0 ? (
            <Empty description={t('check.none')} data-testid="approvals-empty" />
          ) : (
            <List
              approvals={shown}
              cancelled={cancelled}
              editable={editable}
              selected={selected}
              busy={busy}
              onSelect={setSelected}
              onRevoke={(approval) => queue.add([approval])}
            />
          )}
        </>
      )}
    </Flex>
  )
}
