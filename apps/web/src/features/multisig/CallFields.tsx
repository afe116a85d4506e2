import { parseAbiFunctions } from '@tokenbox/core/multisig/encodeMultisigOrder.ts'
import type { OrderValues } from '@tokenbox/core/multisig/multisigOrderValues.ts'
import { Form, type FormInstance, Input, Segmented, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { toFunctionSignature } from 'viem'
import { labelledOptions } from '../../app/forms/labelledOptions.ts'

function functionsOf(abi: string | undefined) {
  if (!abi?.trim()) return []
  try {
    return parseAbiFunctions(abi)
  } catch {
    return []
  }
}

/**
 * A contract call: the value sent with it, then either an ABI (one JSON function fragment or a
 * whole ABI) with the function picked from it and one field per argument (typed; arrays and tuples
 * as JSON), or raw hex data. Overloaded names are listed by signature.
 */
export function CallFields({ form, symbol }: { form: FormInstance<OrderValues>; symbol: string }) {
  const { t } = useTranslation('multisig')
  const mode = Form.useWatch('callMode', form) ?? 'abi'
  const abi = Form.useWatch('abi', form)
  const picked = Form.useWatch('functionName', form)
  const functions = functionsOf(abi)
  const names = functions.map((item) => item.name)
  const options = functions.map((item) => {
    const signature = toFunctionSignature(item)
    const overloaded = names.filter((name) => name === item.name).length > 1
    return { value: overloaded ? signature : item.name, label: signature }
  })
  const chosen = functions.find((item) => item.name === picked || toFunctionSignature(item) === picked)

  return (
    <>
      <Form.Item name="value" label={t('order.value', { symbol })}>
        <Input inputMode="decimal" placeholder="0" data-testid="multisig-order-value" />
      </Form.Item>
      <Form.Item name="callMode">
        <Segmented options={labelledOptions(t, { abi: 'order.callMode.abi', raw: 'order.callMode.raw' })} />
      </Form.Item>
      {mode === 'abi' ? (
        <>
          <Form.Item
            name="abi"
            label={t('order.abi')}
            rules={[{ required: true, message: t('validation.empty', { field: t('order.abi') }) }]}
          >
            <Input.TextArea
              rows={3}
              placeholder='[{"type":"function","name":"…","inputs":[…]}]'
              data-testid="multisig-order-abi"
            />
          </Form.Item>
          <Form.Item
            name="functionName"
            label={t('order.function')}
            rules={[{ required: true, message: t('validation.empty', { field: t('order.function') }) }]}
          >
            <Select
              options={options}
              data-testid="multisig-order-function"
              notFoundContent={t('validation.invalidAbi')}
            />
          </Form.Item>
          {chosen?.inputs.map((input, index) => (
            <Form.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: a function's inputs are positional and fixed once it is chosen
              key={`${chosen.name}-${index}`}
              name={['args', index]}
              label={`${input.name || `#${index + 1}`} (${input.type})`}
              rules={[
                {
                  required: input.type !== 'string',
                  message: t('validation.empty', { field: input.name || input.type }),
                },
              ]}
            >
              <Input data-testid={`multisig-order-arg-${index}`} />
            </Form.Item>
          ))}
        </>
      ) : (
        <Form.Item
          name="data"
          label={t('order.data')}
          rules={[{ required: true, message: t('validation.empty', { field: t('order.data') }) }]}
        >
          <Input.TextArea rows={3} placeholder="0x…" data-testid="multisig-order-data" />
        </Form.Item>
      )}
    </>
  )
}
