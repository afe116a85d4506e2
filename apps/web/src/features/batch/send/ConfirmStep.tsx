import type { SendPlan } from '@tokenbox/core/batch/planSend.ts'
import { formatThousands } from '@tokenbox/core/format/formatThousands.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { Alert, Button, Descriptions, Flex, InputNumber, Skeleton, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import type { PreparedSend } from './sendTask.ts'
import { useSendPlan } from './useSendPlan.ts'

/**
 * Confirm: the batches the list is split into (each under the chain's per-transaction gas cap), the
 * approval needed, estimated gas and fee per batch and in total, and the balance checks: a shortfall
 * is caught here and Send stays disabled, instead of a transaction failing.
 */
export function ConfirmStep({
  sender,
  prepared,
  onBack,
  onSend,
}: {
  sender: Address
  prepared: PreparedSend
  onBack: () => void
  onSend: (plan: SendPlan) => void
}) {
  const { t, i18n } = useTranslation('send')
  const { entry } = useCurrentNetwork()
  const [maxPerBatch, setMaxPerBatch] = useState<number>()
  const plan = useSendPlan(sender, prepared, maxPerBatch)
  const { asset } = prepared
  const native = entry?.nativeCurrency.symbol ?? ''
  const amount = (value: bigint) => `${formatTokenAmount(value, asset.decimals)} ${asset.symbol}`
  // A fee of a few gwei on a cheap chain is not 0 (issue 77: "Network fee 0 ETH"): every decimal then.
  const coin = (value: bigint) => `${formatTokenAmount(value, 18, 8, { exactWhenTiny: true })} ${native}`

  if (plan.isPending) return <Skeleton active />
  if (plan.isError || !plan.data) {
    return (
      <Flex vertical gap={12} align="flex-start">
        {plan.isError ? (
          <ReadErrorAlert error={plan.error} />
        ) : (
          <Alert type="error" showIcon title={t('networkFailed', { ns: 'errors' })} />
        )}
        <Flex gap={8}>
          <Button onClick={onBack}>{t('back')}</Button>
          <Button onClick={() => void plan.refetch()}>{t('confirm.refresh')}</Button>
        </Flex>
      </Flex>
    )
  }
  const data = plan.data
  const blocked = data.shortfall.native > 0n || data.shortfall.token > 0n
  const largest = Math.max(...data.batches.map((batch) => batch.end - batch.start))

  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        data-testid="send-plan"
        items={[
          { key: 'recipients', label: t('summary.recipients'), children: prepared.recipients.length },
          { key: 'total', label: t('summary.total'), children: amount(data.total) },
          {
            key: 'transactions',
            label: t('confirm.transactions'),
            children: (
              <span data-testid="send-transaction-count">
                {data.batches.length + (data.approvalNeeded ? 1 : 0)}
              </span>
            ),
          },
          { key: 'gas', label: t('confirm.gas'), children: formatThousands(data.gas, i18n.language) },
          { key: 'networkFee', label: t('confirm.networkFee'), children: coin(data.networkFee) },
          ...(data.feeTotal > 0n
            ? [{ key: 'fee', label: t('confirm.serviceFee'), children: coin(data.feeTotal) }]
            : []),
          { key: 'new', label: t('confirm.newRecipients'), children: data.newRecipients },
          {
            key: 'mode',
            label: t('confirm.mode'),
            children: t(`confirm.modes.${data.mode}`),
          },
        ]}
      />
      {data.approvalNeeded && asset.kind === 'token' && (
        <Alert
          type="info"
          showIcon
          data-testid="send-approval"
          title={t('confirm.approval', { amount: amount(data.total) })}
        />
      )}
      {(
        [
          ['token', amount],
          ['native', coin],
        ] as const
      ).map(
        ([kind, format]) =>
          data.shortfall[kind] > 0n && (
            <Alert
              key={kind}
              type="error"
              showIcon
              data-testid="send-shortfall"
              title={t('validation.insufficient')}
              description={t(`confirm.${kind}Shortfall`, { amount: format(data.shortfall[kind]) })}
            />
          ),
      )}
      <Flex gap={8} align="center" wrap>
        <Typography.Text>{t('confirm.perBatch')}</Typography.Text>
        <InputNumber
          min={1}
          max={largest}
          value={maxPerBatch ?? largest}
          onChange={(value) => setMaxPerBatch(value ?? undefined)}
          aria-label={t('confirm.perBatch')}
          data-testid="send-per-batch"
        />
        <Typography.Text type="secondary">
          {t('confirm.perBatchHint', { cap: formatThousands(data.gasCap, i18n.language) })}
        </Typography.Text>
      </Flex>
      <Table
        size="small"
        rowKey="index"
        data-testid="send-batches"
        pagination={data.batches.length > 20 ? { pageSize: 20 } : false}
        dataSource={data.batches}
        columns={[
          { title: '#', render: (_, batch) => batch.index + 1, width: 60 },
          {
            title: t('confirm.batchRecipients'),
            render: (_, batch) => `${batch.end - batch.start} (${batch.start + 1}–${batch.end})`,
          },
          { title: t('confirm.batchAmount'), render: (_, batch) => amount(batch.total) },
          { title: t('confirm.batchGas'), render: (_, batch) => formatThousands(batch.gas, i18n.language) },
          { title: t('confirm.batchFee'), render: (_, batch) => coin(batch.gas * data.gasPrice) },
        ]}
      />
      <Typography.Text type="secondary">{t('confirm.estimateNote')}</Typography.Text>
      <Flex gap={8}>
        <Button onClick={onBack} data-testid="send-back">
          {t('back')}
        </Button>
        <Button type="primary" disabled={blocked} onClick={() => onSend(data)} data-testid="send-start">
          {t('confirm.send')}
        </Button>
      </Flex>
    </Flex>
  )
}
