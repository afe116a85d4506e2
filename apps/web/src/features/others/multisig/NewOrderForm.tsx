import { validateAddress, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  type EncodedMultisigOrder,
  encodeMultisigOrder,
  type MultisigOrderInput,
  MultisigOrderInputError,
} from '@tokenbox/core/multisig/encodeMultisigOrder.ts'
import { checkMultisigOrderFunds, type MultisigShortfall } from '@tokenbox/core/multisig/multisigFunds.ts'
import { submitMultisigOrderStep, submittedMultisigOrder } from '@tokenbox/core/multisig/multisigSteps.ts'
import type { MultisigState } from '@tokenbox/core/multisig/readMultisig.ts'
import { Alert, Button, Card, Flex, Form, Input, Radio, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getAddress, type Hex } from 'viem'
import { usePublicClient } from 'wagmi'
import { issueRule } from '../../../app/forms/issueRule.ts'
import { useToken } from '../../../app/tokens/useToken.ts'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { CallFields } from './CallFields.tsx'
import { shortfallText } from './OrderCard.tsx'
import type { OrderValues } from './orderValues.ts'
import { SignerChangeFields } from './SignerChangeFields.tsx'
import { TokenFields } from './TokenFields.tsx'

export type OrderKind = 'native' | 'token' | 'call' | 'signers'

/** Form text to an address; the form's rules have checked it, so this only normalises. */
const address = (text: string | undefined) => getAddress((text ?? '').trim())

function toInput(
  kind: OrderKind,
  values: OrderValues,
  tokenDecimals: number | undefined,
): MultisigOrderInput {
  if (kind === 'native') return { kind: 'native', to: address(values.to), amount: values.amount ?? '' }
  if (kind === 'token') {
    return {
      kind: 'token',
      token: address(values.token),
      to: address(values.to),
      amount: values.amount ?? '',
      decimals: tokenDecimals ?? 18,
    }
  }
  if (kind === 'call') {
    const to = address(values.to)
    return values.callMode === 'raw'
      ? { kind: 'raw', to, value: values.value ?? '', data: (values.data ?? '').trim() as Hex }
      : {
          kind: 'call',
          to,
          value: values.value ?? '',
          abi: values.abi ?? '',
          functionName: values.functionName ?? '',
          args: values.args ?? [],
        }
  }
  const threshold = Number(values.threshold)
  switch (values.change) {
    case 'addSigner':
    case 'removeSigner':
      return { kind: values.change, signer: address(values.signer), threshold }
    case 'replaceSigner':
      return {
        kind: 'replaceSigner',
        oldSigner: address(values.signer),
        newSigner: address(values.newSigner),
      }
    default:
      return { kind: 'changeThreshold', threshold }
  }
}

/**
 * New order: send the native coin, send a token, call any contract (ABI fragment and typed
 * arguments, or raw data), or change signers or the threshold (an order to the wallet itself).
 * Inputs are checked with the spec's messages before anything is encoded; a non-signer gets "No
 * permission to perform related operations" before any wallet prompt. An order that sends more than
 * the wallet holds (core's checkMultisigOrderFunds) is held back with a warning before the wallet
 * opens, and "Create anyway" submits it: it executes once the wallet holds enough, or is cancelled.
 */
export function NewOrderForm({
  state,
  isSigner,
  onSubmitted,
}: {
  state: MultisigState
  isSigner: boolean
  onSubmitted: () => void
}) {
  const { t } = useTranslation('multisig')
  const { entry, chainId } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId })
  // An order held back by the funds warning, sent as is by "Create anyway".
  const [held, setHeld] = useState<{ order: EncodedMultisigOrder; shortfall: MultisigShortfall }>()
  const symbol = entry?.nativeCurrency.symbol ?? 'ETH'
  const [form] = Form.useForm<OrderValues>()
  const [kind, setKind] = useState<OrderKind>('native')
  const [problem, setProblem] = useState<string>()
  const [submitted, setSubmitted] = useState<bigint>()
  const { run, running, progress, result } = useStepRunner()
  const token = useToken(Form.useWatch('token', form), { owner: state.address })

  const submit = async (values: OrderValues) => {
    setProblem(undefined)
    setSubmitted(undefined)
    setHeld(undefined)
    if (!isSigner) {
      setProblem(t('noPermission', { ns: 'errors' }))
      return
    }
    let order: ReturnType<typeof encodeMultisigOrder>
    try {
      order = encodeMultisigOrder(state.address, toInput(kind, values, token.data?.decimals))
    } catch (error) {
      const code = error instanceof MultisigOrderInputError ? error.code : 'invalidData'
      setProblem(
        t(`validation.${code}`, { name: error instanceof MultisigOrderInputError ? error.detail : '' }),
      )
      return
    }
    // A failed balance read is no reason to block the order: the wallet checks at execution anyway.
    const shortfall = publicClient
      ? await checkMultisigOrderFunds(publicClient, state.address, order).catch(() => undefined)
      : undefined
    if (shortfall) {
      setHeld({ order, shortfall })
      return
    }
    await send(order)
  }

  const send = async (order: EncodedMultisigOrder) => {
    setHeld(undefined)
    const outcome = await run([submitMultisigOrderStep(state.address, order)])
    if (outcome.status !== 'done') return
    setSubmitted(submittedMultisigOrder(outcome.results[0]?.receipt?.logs ?? []))
    form.resetFields()
    onSubmitted()
  }

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
          onChange={(event) => {
            setKind(event.target.value as OrderKind)
            setProblem(undefined)
            setHeld(undefined)
          }}
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
          onFinish={submit}
          onValuesChange={() => setHeld(undefined)}
          disabled={running}
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
          <Flex vertical gap={8} align="flex-start">
            <Button type="primary" htmlType="submit" loading={running} data-testid="multisig-order-submit">
              {t('order.submit')}
            </Button>
            {problem && <Alert type="error" showIcon data-testid="multisig-order-error" title={problem} />}
            {held && (
              <Alert
                type="warning"
                showIcon
                data-testid="multisig-order-funds"
                title={t('order.fundsShort', shortfallText(held.shortfall, symbol))}
                // Below the text, not beside it: at 375 px a side button squeezes the sentence.
                description={
                  <Button
                    size="small"
                    onClick={() => send(held.order)}
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
              running={running}
              progress={progress}
              result={result}
              testId="multisig-order-progress"
              errorTestId="multisig-order-error"
            />
            {submitted !== undefined && (
              <Typography.Text type="success" data-testid="multisig-order-submitted">
                {t('order.submitted', { id: submitted.toString() })}
              </Typography.Text>
            )}
          </Flex>
        </Form>
      </Flex>
    </Card>
  )
}
