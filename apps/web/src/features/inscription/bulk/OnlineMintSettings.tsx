import type { OnlineMintMethod } from '@tokenbox/core/inscription/onlineMintRun.ts'
import { Alert, Form, Segmented } from 'antd'
import { useTranslation } from 'react-i18next'
import { MintCountField } from './MintCountField.tsx'

/**
 * Online bulk mint's settings: the method (one transaction per mint, or the bulk contract, which a
 * protocol counting one mint per transaction cannot use: the screen says why) and how many mints.
 */
export function OnlineMintSettings({
  method,
  onMethod,
  onePerTransaction,
  count,
  onCount,
  max,
  disabled,
}: {
  method: OnlineMintMethod
  onMethod: (method: OnlineMintMethod) => void
  /** The mint's protocol id where it counts only one mint per transaction. */
  onePerTransaction: string | undefined
  count: number | null
  onCount: (count: number | null) => void
  max: number
  disabled: boolean
}) {
  const { t } = useTranslation('inscription')
  return (
    <Form layout="vertical" component="div" disabled={disabled}>
      <Form.Item label={t('online.method')} extra={t(`online.methodHint.${method}`)}>
        <Segmented<OnlineMintMethod>
          block
          value={method}
          onChange={onMethod}
          options={[
            { value: 'each', label: t('online.each') },
            { value: 'contract', label: t('online.contract'), disabled: onePerTransaction !== undefined },
          ]}
          data-testid="online-mint-method"
        />
      </Form.Item>
      {onePerTransaction !== undefined && (
        <Alert
          type="info"
          showIcon
          title={t('online.contractOnePerTransaction', { p: onePerTransaction.toUpperCase() })}
          data-testid="online-mint-one-per-transaction"
          style={{ marginBottom: 16 }}
        />
      )}
      <MintCountField
        prefix="online-mint"
        hint={t('online.countHint', { max })}
        max={max}
        value={count}
        onChange={onCount}
      />
    </Form>
  )
}
