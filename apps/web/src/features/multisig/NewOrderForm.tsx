import { validateAddress, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import type { OrderKind, OrderValues } from '@tokenbox/core/multisig/multisigOrderValues.ts'
import type { MultisigState } from '@tokenbox/core/multisig/readMultisig.ts'
import { Card, Flex, Form, Input, Radio } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from '../../app/forms/issueRule.ts'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'
import { CallFields } from './CallFields.tsx'
import { NewOrderOutcome } from './NewOrderOutcome.tsx'
import { SignerChangeFields } from './SignerChangeFields.tsx'
import { TokenFields } from './TokenFields.tsx'
import { useNewOrder } from './useNewOrder.ts'

/**
 * New order: send the native coin, send a token, call any contract (ABI fragment and typed
 * arguments, or raw data), or change signers or the threshold (an order to the wallet itself).
 * Inputs are checked with the spec's messages; core's plan (useNewOrder) then refuses a non-signer
 * with "No permission to perform related operations" before any wallet prompt, and holds back an
 * order that sends more than the wallet holds with a warning before the wallet opens: "Create
 * anyway" submits it (it executes once the wallet holds enough, or is cancelled).
 */
export function NewOrderForm({ state, onSubmitted }: { state: MultisigState; onSubmitted: () => void }) {
  const { t } = useTranslation('multisig')
  const { entry } = useCurrentNetwork()
  const symbol = entry?.nativeCurrency.symbol ?? 'ETH'
  const [form] = Form.useForm<OrderValues>()
  const order = useNewOrder(state.address, Form.useWatch('token', form), () => {
    form.resetFields()
    onSubmitted()
  })
  const { kind, token } = order

  const amountRule = (decimals: number) =>
    issueRule(
      t,
      (value: string | undefined) => validateAmount(value, decimals, { field: 'order.amount' }),
      'multisig',
    )
  const addressRule = (field: string) =>
    issueRule(t, (value: string | undefined) => validateAddress(value, field), 'multisig')

  return (
    <Card title={t('order.new')} data-testid="multisig-new-order">
      <Flex vertical gap={16}>
        {/* Radio buttons, not Segmented: they wrap onto a second line at 375 px instead of being cut. */}
        <Radio.Group
          value={kind}
          optionType="button"
          buttonStyle="solid"
          onChange={(event) => order.changeKind(event.target.value as OrderKind)}
          data-testid="multisig-order-kind"
          options={(['native', 'token', 'call', 'signers'] as const).map((value) => ({
            value,
            label: t(`order.kinds.${value}`, { symbol }),
          }))}
          style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
        />
        <Form
          form={form}
          layout="vertical"
          onFinish={order.submit}
          onValuesChange={order.release}
          disabled={order.running}
          initialValues={{ callMode: 'abi', change: 'addSigner', args: [] }}
        >
          {kind === 'token' && <TokenFields token={token} rule={addressRule('order.token')} />}
          {kind !== 'signers' && (
            <Form.Item
              name="to"
              label={t(kind === 'call' ? 'order.contract' : 'order.to')}
              rules={[addressRule(kind === 'call' ? 'order.contract' : 'order.to')]}
            >
              <Input placeholder="0x…" data-testid="multisig-order-to" />
            </Form.Item>
          )}
          {(kind === 'native' || kind === 'token') && (
            <Form.Item
              name="amount"
              label={kind === 'native' ? `${t('order.amount')} (${symbol})` : t('order.amount')}
              rules={[amountRule(kind === 'native' ? 18 : (token.data?.decimals ?? 18))]}
            >
              <Input inputMode="decimal" data-testid="multisig-order-amount" />
            </Form.Item>
          )}
          {kind === 'call' && <CallFields form={form} symbol={symbol} />}
          {kind === 'signers' && <SignerChangeFields form={form} state={state} />}
          <NewOrderOutcome order={order} symbol={symbol} />
        </Form>
      </Flex>
    </Card>
  )
}
