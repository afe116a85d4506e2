import { Button, Flex, Form, Input, Radio, Select, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from '../../app/forms/issueRule.ts'
import { labelledOptions } from '../../app/forms/labelledOptions.ts'
import { VerticalForm } from '../../app/forms/VerticalForm.tsx'
import { VanityCreate2Fields } from './VanityCreate2Fields.tsx'
import { VanityEngineFields } from './VanityEngineFields.tsx'
import { create2Issue, fieldIssue, textLabel, type VanityFormValues } from './vanityFormRules.ts'
import type { GpuAdapterSummary } from './vanityWorkerPool.ts'

export type { VanityEngineChoice, VanityFormValues } from './vanityFormRules.ts'

/**
 * The vanity request: which address (the key's own or its first contract's), where the hex goes,
 * the hex itself, the checksum-case switch and the number of workers; Start, or Stop while running.
 * Refused strings show the spec's message and never start a search.
 */
export function VanityForm({
  initialValues,
  running,
  maxWorkers,
  gpu,
  onChange,
  onStart,
  onStop,
}: {
  initialValues: VanityFormValues
  running: boolean
  maxWorkers: number
  /** The browser's WebGPU adapter, when it has one. */
  gpu?: GpuAdapterSummary | undefined
  onChange: (values: VanityFormValues) => void
  onStart: (values: VanityFormValues) => void
  onStop: () => void
}) {
  const { t } = useTranslation('vanity')
  const [form] = Form.useForm<VanityFormValues>()
  const match = Form.useWatch('match', form) ?? initialValues.match
  const target = Form.useWatch('target', form) ?? initialValues.target
  const engine = Form.useWatch('engine', form) ?? initialValues.engine
  // The GPU runs the search without workers: their number is not asked for then (issue 77).
  const onGpu = gpu !== undefined && (engine === 'gpu' || (engine === 'auto' && !gpu.software))
  const values = () => ({ ...initialValues, ...form.getFieldsValue(true) }) as VanityFormValues
  const rule = (field: 'text' | 'suffix') => issueRule(t, () => fieldIssue(values(), field), 'vanity')
  const create2Rule = (field: 'deployer' | 'initCode') =>
    issueRule(t, () => create2Issue(values(), field), 'vanity')

  return (
    <VerticalForm
      form={form}
      initialValues={initialValues}
      onValuesChange={() => onChange(values())}
      onFinish={() => onStart(values())}
      data-testid="vanity-form"
    >
      <Form.Item name="target" label={t('form.target')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          disabled={running}
          data-testid="vanity-target"
          options={labelledOptions(t, {
            address: 'form.targetAddress',
            contract: 'form.targetContract',
            create2: 'form.targetCreate2',
          })}
        />
      </Form.Item>
      {target === 'create2' && <VanityCreate2Fields running={running} rule={create2Rule} />}
      <Form.Item name="match" label={t('form.match')}>
        <Select
          disabled={running}
          data-testid="vanity-match"
          style={{ maxWidth: 320 }}
          options={(['prefix', 'suffix', 'both', 'contains'] as const).map((value) => ({
            value,
            label: t(`form.match_${value}`),
          }))}
          onChange={() => void form.validateFields(['text', 'suffix']).catch(() => undefined)}
        />
      </Form.Item>
      <Flex gap={12} wrap>
        {match !== 'suffix' && (
          <Form.Item
            name="text"
            label={textLabel(t, match)}
            rules={[rule('text')]}
            dependencies={['match', 'suffix']}
            style={{ flex: '1 1 200px' }}
          >
            <Input
              disabled={running}
              placeholder={match === 'contains' ? 'c0ffee' : 'dead'}
              spellCheck={false}
              autoComplete="off"
              style={{ fontFamily: 'monospace' }}
              data-testid="vanity-text"
            />
          </Form.Item>
        )}
        {(match === 'suffix' || match === 'both') && (
          <Form.Item
            name="suffix"
            label={t('form.suffix')}
            rules={[rule('suffix')]}
            dependencies={['match', 'text']}
            style={{ flex: '1 1 200px' }}
          >
            <Input
              disabled={running}
              placeholder="beef"
              spellCheck={false}
              autoComplete="off"
              style={{ fontFamily: 'monospace' }}
              data-testid="vanity-suffix"
            />
          </Form.Item>
        )}
      </Flex>
      <Flex gap={24} wrap>
        <Form.Item
          name="caseSensitive"
          label={t('form.caseSensitive')}
          valuePropName="checked"
          extra={t('form.caseHint')}
        >
          <Switch disabled={running} data-testid="vanity-case" />
        </Form.Item>
        <VanityEngineFields running={running} maxWorkers={maxWorkers} gpu={gpu} onGpu={onGpu} />
      </Flex>
      {/* Distinct keys: one reused <button> would turn into the submit button while its Stop click
          is still being dispatched (React re-renders before the default action), and restart. */}
      {running ? (
        <Button key="stop" danger block size="large" onClick={onStop} data-testid="vanity-stop">
          {t('form.stop')}
        </Button>
      ) : (
        <Button key="start" type="primary" htmlType="submit" block size="large" data-testid="vanity-start">
          {t('form.start')}
        </Button>
      )}
    </VerticalForm>
  )
}
