import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { Form, Input, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { useToken } from '../../app/tokens/useToken.ts'

type OrderToken = ReturnType<typeof useToken>

/**
 * The token field of a token order, with what the chain says about it (`token`: the typed
 * address read with the multisig wallet as owner): symbol and the wallet's balance, or "No
 * information about this contract for current chain".
 */
export function TokenFields({ token, rule }: { token: OrderToken; rule: object }) {
  const { t } = useTranslation('multisig')
  const info = token.data
  return (
    <Form.Item
      name="token"
      label={t('order.token')}
      rules={[
        rule,
        {
          validator: () =>
            token.data === null ? Promise.reject(new Error(t('validation.notToken'))) : Promise.resolve(),
        },
      ]}
      extra={
        info ? (
          <Typography.Text type="secondary" data-testid="multisig-order-token-info">
            {t('order.tokenBalance', {
              symbol: info.symbol,
              balance: formatTokenAmount(info.balance, info.decimals),
            })}
          </Typography.Text>
        ) : undefined
      }
      validateStatus={token.data === null ? 'error' : undefined}
      help={token.data === null ? t('validation.notToken') : undefined}
    >
      <Input placeholder="0x…" data-testid="multisig-order-token" />
    </Form.Item>
  )
}
