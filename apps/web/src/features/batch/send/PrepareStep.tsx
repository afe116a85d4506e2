import { mergeDuplicateLines, parseSendLines, withSameAmount } from '@tokenbox/core/batch/parseSendLines.ts'
import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { Alert, Button, Descriptions, Flex, Input, Space, Spin, Typography } from 'antd'
import { useDeferredValue, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isAddress } from 'viem'
import { useConnection } from 'wagmi'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { ListFileButton } from '../../../app/files/ListFileButton.tsx'
import { TokenPicker } from '../../../app/tokens/TokenPicker.tsx'
import { useToken } from '../../../app/tokens/useToken.ts'
import { ListIssues } from './ListIssues.tsx'
import type { PreparedSend } from './sendTask.ts'

const examplePlaceholder =
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8,1.5\n0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC,2'

/** Why Next refused, shown above it in the user's language. */
type Refusal = 'assetAddress' | 'assetUnknown' | 'empty' | 'badLines' | 'insufficient'

/**
 * Prepare: the asset (native coin or any token, with symbol, decimals and balance) and the list,
 * typed, pasted or read from a CSV / XLSX / TXT file; every bad line listed with its number and
 * reason, duplicates shown and mergeable, "same amount for all", and a summary.
 */
export function PrepareStep({
  initial,
  onNext,
}: {
  sender: `0x${string}`
  initial: PreparedSend | undefined
  onNext: (prepared: PreparedSend) => void
}) {
  const { t } = useTranslation('send')
  const [assetAddress, setAssetAddress] = useState<string>(
    initial?.asset.kind === 'token' ? initial.asset.address : nativeTokenAddress,
  )
  const [text, setText] = useState(initial?.text ?? '')
  const [sameAmount, setSameAmount] = useState('')
  const [refusal, setRefusal] = useState<Refusal>()
  const { address: account } = useConnection()
  const asset = useToken(assetAddress, { owner: account, native: true })
  const info = asset.data ?? undefined
  const deferred = useDeferredValue(text)
  const parsed = useMemo(() => (info ? parseSendLines(deferred, info.decimals) : undefined), [deferred, info])

  const edit = (next: string) => {
    setText(next)
    setRefusal(undefined)
  }

  const next = () => {
    const current = info ? parseSendLines(text, info.decimals) : undefined
    const reason: Refusal | undefined = !isAddress(assetAddress.trim())
      ? 'assetAddress'
      : !info || !current
        ? 'assetUnknown'
        : current.recipients.length === 0 && current.issues.length === 0
          ? 'empty'
          : current.issues.length > 0
            ? 'badLines'
            : current.total > info.balance
              ? 'insufficient'
              : undefined
    setRefusal(reason)
    if (reason || !info || !current) return
    onNext({
      text,
      recipients: current.recipients,
      asset:
        info.kind === 'native'
          ? { kind: 'native', symbol: info.symbol, decimals: info.decimals }
          : { kind: 'token', address: info.address, symbol: info.symbol, decimals: info.decimals },
    })
  }

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Text strong>
          <label htmlFor="send-asset-list">{t('asset.label')}</label>
        </Typography.Text>
        <div style={{ marginTop: 8 }}>
          <TokenPicker
            id="send-asset-list"
            native
            selectTestId="send-asset"
            addressTestId="send-token-address"
            value={assetAddress}
            onChange={(address) => {
              setAssetAddress(address)
              setRefusal(undefined)
            }}
          />
        </div>
      </div>
      {asset.isFetching && <Spin size="small" />}
      {asset.data === null && (
        <Alert type="error" showIcon title={t('asset.unknown')} data-testid="send-asset-unknown" />
      )}
      {asset.isError && <ReadErrorAlert error={asset.error} />}
      {info && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 3 }}
          data-testid="send-asset-info"
          items={[
            { key: 'name', label: t('asset.name'), children: `${info.name} (${info.symbol})` },
            { key: 'decimals', label: t('asset.decimals'), children: info.decimals },
            {
              key: 'balance',
              label: t('asset.balance'),
              children: (
                <span data-testid="send-balance">{formatTokenAmount(info.balance, info.decimals)}</span>
              ),
            },
          ]}
        />
      )}
      <div>
        <Typography.Text strong>{t('list.label')}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
          {t('list.hint')}
        </Typography.Paragraph>
        <Input.TextArea
          value={text}
          onChange={(event) => edit(event.target.value)}
          rows={10}
          spellCheck={false}
          placeholder={examplePlaceholder}
          data-testid="send-lines"
          style={{ fontFamily: 'monospace' }}
        />
      </div>
      <Flex gap={12} wrap align="center" data-tour="send-list-tools">
        <ListFileButton onText={edit} testId="send-file" />
        <Space.Compact style={{ flex: '1 1 260px', maxWidth: 380 }}>
          <Input
            value={sameAmount}
            onChange={(event) => setSameAmount(event.target.value)}
            placeholder={t('list.sameAmountPlaceholder')}
            style={{ minWidth: 0 }}
            data-testid="send-same-amount"
          />
          <Button
            disabled={!sameAmount.trim()}
            onClick={() => edit(withSameAmount(text, sameAmount.trim()))}
            data-testid="send-same-amount-apply"
          >
            {t('list.sameAmount')}
          </Button>
        </Space.Compact>
      </Flex>
      {parsed && info && (
        <ListIssues
          parsed={parsed}
          decimals={info.decimals}
          text={deferred}
          onText={edit}
          onMerge={() => edit(mergeDuplicateLines(text, info.decimals))}
        />
      )}
      {parsed && info && parsed.recipients.length > 0 && (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          data-testid="send-summary"
          items={[
            { key: 'count', label: t('summary.recipients'), children: parsed.recipients.length },
            {
              key: 'total',
              label: t('summary.total'),
              children: `${formatTokenAmount(parsed.total, info.decimals)} ${info.symbol}`,
            },
            {
              key: 'after',
              label: t('summary.balanceAfter'),
              children:
                parsed.total > info.balance ? (
                  <Typography.Text type="danger">{t('validation.insufficient')}</Typography.Text>
                ) : (
                  `${formatTokenAmount(info.balance - parsed.total, info.decimals)} ${info.symbol}`
                ),
            },
          ]}
        />
      )}
      {refusal && (
        <Alert type="error" showIcon title={t(`validation.${refusal}`)} data-testid="send-refusal" />
      )}
      <div>
        <Button type="primary" onClick={next} data-testid="send-next">
          {t('next')}
        </Button>
      </div>
    </Flex>
  )
}
