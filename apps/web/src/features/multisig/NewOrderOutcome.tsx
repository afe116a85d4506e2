import { Alert, Button, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../app/errors/ErrorAlert.tsx'
import { StepsProgress } from '../../app/transactions/StepsProgress.tsx'
import { shortfallText } from './OrderCard.tsx'
import type { useNewOrder } from './useNewOrder.ts'

/**
 * The New order form's foot: its submit button, why an order was refused, the funds warning with
 * "Create anyway", the submission's progress or failure, and the id of the order submitted.
 */
export function NewOrderOutcome({
  order,
  symbol,
}: {
  order: ReturnType<typeof useNewOrder>
  symbol: string
}) {
  const { t } = useTranslation('multisig')
  return (
    <Flex vertical gap={8} align="flex-start">
      <Button type="primary" htmlType="submit" loading={order.busy} data-testid="multisig-order-submit">
        {t('order.submit')}
      </Button>
      {order.problem && (
        <Alert type="error" showIcon data-testid="multisig-order-error" title={order.problem} />
      )}
      {order.readError && <ErrorAlert message={order.readError} testId="multisig-order-error" />}
      {order.shortfall && (
        <Alert
          type="warning"
          showIcon
          data-testid="multisig-order-funds"
          title={t('order.fundsShort', shortfallText(order.shortfall, symbol))}
          // Below the text, not beside it: at 375 px a side button squeezes the sentence.
          description={
            <Button
              size="small"
              onClick={() => order.submitAnyway()}
              data-testid="multisig-order-submit-anyway"
              style={{ marginTop: 8 }}
            >
              {t('order.submitAnyway')}
            </Button>
          }
        />
      )}
      <StepsProgress
        layout="inline"
        running={order.running}
        progress={order.progress}
        result={order.result}
        testId="multisig-order-progress"
        errorTestId="multisig-order-error"
      />
      {order.submitted !== undefined && (
        <Typography.Text type="success" data-testid="multisig-order-submitted">
          {t('order.submitted', { id: order.submitted.toString() })}
        </Typography.Text>
      )}
    </Flex>
  )
}
