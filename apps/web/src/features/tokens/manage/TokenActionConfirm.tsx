import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import type { TokenAction } from '@tokenbox/core/tokens/manage/tokenActions.ts'
import { Flex, Input, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'

/**
 * The question an irreversible action asks first (`values`: the submitted form while it asks):
 * renouncing for good only once the token's symbol is typed, renouncing until a date with that
 * date and who takes ownership back then, any other with the action's own warning.
 */
export function TokenActionConfirm({
  action,
  symbol,
  values,
  onConfirm,
  onCancel,
}: {
  action: TokenAction
  symbol: string
  values: Record<string, unknown> | undefined
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t, i18n } = useTranslation('tokens')
  const { address: account } = useConnection()
  const [typedSymbol, setTypedSymbol] = useState('')
  const until = values && action.id === 'renounceUntil' ? Math.floor(Number(values.until) / 1000) : undefined
  const date = (seconds: number) => formatDateTime(BigInt(seconds), i18n.language)

  const body = () => {
    if (action.id === 'renounce') {
      return (
        <Flex vertical gap={8}>
          <Typography.Paragraph style={{ margin: 0 }}>
            {t('manage.renounceConfirm.body', { symbol })}
          </Typography.Paragraph>
          <Typography.Text>{t('manage.renounceConfirm.typePrompt', { symbol })}</Typography.Text>
          <Input
            value={typedSymbol}
            onChange={(event) => setTypedSymbol(event.target.value)}
            spellCheck={false}
            autoComplete="off"
            data-testid="action-renounce-typed"
          />
        </Flex>
      )
    }
    if (until !== undefined)
      return t('manage.renounceUntilConfirm.body', {
        until: date(until),
        owner: formatAddress(account ?? ''),
      })
    return t(`manage.action.${action.id}.confirm`)
  }

  return (
    <Modal
      open={values !== undefined}
      title={
        action.id === 'renounce'
          ? t('manage.renounceConfirm.title')
          : until !== undefined
            ? t('manage.renounceUntilConfirm.title', { until: date(until) })
            : t(`manage.action.${action.id}.title`)
      }
      okText={t(`manage.action.${action.id}.button`)}
      okButtonProps={{
        danger: true,
        disabled: action.id === 'renounce' && typedSymbol.trim() !== symbol,
        'data-testid': `action-${action.id}-confirm`,
      }}
      cancelText={t('manage.cancel')}
      onOk={onConfirm}
      onCancel={onCancel}
      // Each question starts with nothing typed.
      afterOpenChange={(open) => open || setTypedSymbol('')}
      destroyOnHidden
    >
      <div data-testid={`action-${action.id}-confirm-body`}>{body()}</div>
    </Modal>
  )
}
