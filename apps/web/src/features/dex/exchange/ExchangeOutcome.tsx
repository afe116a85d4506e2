import { Alert } from 'antd'
import { useTranslation } from 'react-i18next'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import type { ExchangeFlow } from './useExchange.ts'

/**
 * Under the exchange's button: a price that moved before sending, the steps of the trade as they
 * run, a node that did not answer before sending, and the trade done. Test ids:
 * `exchange-price-updated`, `exchange-read-failed`, `exchange-progress`,
 * `exchange-progress-error`, `exchange-done`.
 *
 * @example
 * <ExchangeOutcome exchange={useExchange(entry)} />
 */
export function ExchangeOutcome({ exchange }: { exchange: ExchangeFlow }) {
  const { t } = useTranslation('dex')
  const { runner, steps, stepsMode, notice } = exchange
  return (
    <>
      {notice === 'priceUpdated' && (
        <Alert
          type="warning"
          showIcon
          title={t('notice.priceUpdated')}
          data-testid="exchange-price-updated"
        />
      )}
      {notice === 'networkFailed' && (
        <Alert
          type="error"
          showIcon
          title={t('networkFailed', { ns: 'errors' })}
          data-testid="exchange-read-failed"
        />
      )}
      {steps.length > 0 && (runner.running || runner.result) && (
        <StepsProgress
          layout="list"
          steps={steps}
          titles={steps.map((step) => t(`progress.${step.type === 'approve' ? 'approve' : stepsMode}`))}
          progress={runner.progress}
          result={runner.result}
          testId="exchange-progress"
          errorTestId="exchange-progress-error"
        />
      )}
      {notice === 'done' && runner.result?.status === 'done' && (
        <Alert type="success" showIcon title={t('notice.done')} data-testid="exchange-done" />
      )}
    </>
  )
}
