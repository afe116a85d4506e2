import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { formatNumber } from '@tokenbox/core/format/formatPercent.ts'
import { parseAddressList } from '@tokenbox/core/wallets/parseAddressList.ts'
import { maxCheckedAddresses } from '@tokenbox/core/wallets/walletLimits.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Button, Col, Form, Row, Typography } from 'antd'
import { useDeferredValue, useMemo, useState } from 'react'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { FormIssue } from '../../../app/forms/FormIssue.tsx'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { AddressList } from './AddressList.tsx'
import { AssetPicker, catalogueAssets } from './AssetPicker.tsx'
import { BalancesTable } from './BalancesTable.tsx'
import type { BalanceAsset } from './balanceRows.ts'
import { useBalanceCheck } from './useBalanceCheck.ts'

/**
 * Query Balance (/wa/ch): balances of up to 10,000 addresses on the app's current network (the
 * connected wallet's chain, else the chain the app reads from: no wallet is needed). Switching
 * network starts the screen afresh, so no table of another chain is ever shown. A list with bad
 * lines is not read (as every list in TokenBox): the lines are shown with their numbers and one
 * button removes them, so the user sees what is dropped before anything is queried; why Query did
 * nothing is said beside the button.
 */
export function CheckWalletsPage() {
  useLazyNamespace('wallets')
  const { chainId, entry } = useCurrentNetwork()
  return <CheckWallets key={chainId} chainId={chainId} entry={entry} />
}

function CheckWallets({ chainId, entry }: { chainId: number; entry: ChainEntry | undefined }) {
  const { t } = useLazyNamespace('wallets')
  const [text, setText] = useState('')
  const deferredText = useDeferredValue(text)
  const parsed = useMemo(() => parseAddressList(deferredText), [deferredText])
  const [assets, setAssets] = useState<BalanceAsset[]>(() => catalogueAssets(entry))
  const [selected, setSelected] = useState<string[]>(() =>
    catalogueAssets(entry)
      .slice(0, 1)
      .map((a) => a.key),
  )
  const [listIssue, setListIssue] = useState<string | null>(null)
  const [assetIssue, setAssetIssue] = useState<string | null>(null)
  // A change to the list or to the assets takes back what was said about it.
  const clearingIssue =
    <Value,>(set: (value: Value) => void, setIssue: (issue: null) => void) =>
    (value: Value) => {
      set(value)
      setIssue(null)
    }
  const { check, run } = useBalanceCheck(chainId)
  const running = check.status === 'running'

  const submit = () => {
    const current = parseAddressList(text)
    const chosen = assets.filter((asset) => selected.includes(asset.key))
    let listProblem: string | null = null
    if (current.issues.length > 0) listProblem = t('validation.badLines', { count: current.issues.length })
    else if (current.addresses.length === 0) listProblem = t('validation.listEmpty')
    else if (current.overLimit)
      listProblem = t('validation.tooMany', {
        max: formatNumber(maxCheckedAddresses),
        count: maxCheckedAddresses,
      })
    setListIssue(listProblem)
    setAssetIssue(chosen.length === 0 ? t('validation.noAssets') : null)
    if (listProblem || chosen.length === 0) return
    void run(current.addresses, chosen)
  }

  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} xl={9}>
        <Panel title={t('check.title')}>
          <Typography.Paragraph type="secondary">
            {t('check.intro', { network: entry?.name ?? chainId })}
          </Typography.Paragraph>
          <Form layout="vertical" disabled={running} onFinish={submit} data-testid="check-wallets-form">
            <AddressList
              text={text}
              parsed={parsed}
              issue={listIssue}
              onText={clearingIssue(setText, setListIssue)}
            />
            <AssetPicker
              chainId={chainId}
              assets={assets}
              selected={selected}
              onAssets={setAssets}
              onSelected={clearingIssue(setSelected, setAssetIssue)}
            />
            <FormIssue issue={listIssue} testId="check-list-issue" />
            <FormIssue issue={assetIssue} testId="check-asset-issue" />
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              loading={running}
              data-testid="check-submit"
            >
              {t('check.submit')}
            </Button>
          </Form>
        </Panel>
      </Col>
      <Col xs={24} xl={15}>
        <Panel title={t('check.resultTitle')}>
          {check.status === 'running' && (
            <ProgressBar
              percent={Math.floor((check.done / Math.max(check.total, 1)) * 100)}
              status="active"
              data-testid="check-progress"
            />
          )}
          {check.status === 'failed' && <ErrorAlert message={check.message} testId="check-error" />}
          {check.status === 'done' && <BalancesTable assets={check.assets} rows={check.rows} />}
          {check.status === 'idle' && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t('check.empty')}
            </Typography.Paragraph>
          )}
        </Panel>
      </Col>
    </Row>
  )
}
