import { deterministicDeployer } from '@tokenbox/core/evm/deterministicDeployment.ts'
import type { FieldIssue } from '@tokenbox/core/forms/fieldIssues.ts'
import { parseCreate2Target } from '@tokenbox/core/vanity/create2Target.ts'
import { parseVanityPattern, type VanityPatternInput } from '@tokenbox/core/vanity/vanityPattern.ts'
import { Button, Flex, Form, Input, InputNumber, Radio, Select, Switch } from 'antd'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { issueRule } from '../../../app/forms/issueRule.ts'
import type { GpuAdapterSummary } from './vanityWorkerPool.ts'

/** Where the search runs: the GPU on real hardware (Automatic), the GPU anyway, or the workers. */
export type VanityEngineChoice = 'auto' | 'gpu' | 'cpu'

export type VanityFormValues = VanityPatternInput & { workers: number; engine: VanityEngineChoice }

/** The refusal for one field of the whole request (prefix and suffix are checked together). */
function fieldIssue(values: VanityFormValues, field: 'text' | 'suffix'): FieldIssue {
  const parsed = parseVanityPattern(values)
  if (parsed.ok || parsed.field !== field) return undefined
  return { key: parsed.issue, params: { field: field === 'text' ? 'form.text' : 'form.suffix' } }
}

/** The refusal of a CREATE2 field (deployer or init code), checked only in that mode. */
function create2Issue(values: VanityFormValues, field: 'deployer' | 'initCode'): FieldIssue {
  if (values.target !== 'create2') return undefined
  const parsed = parseCreate2Target({ deployer: values.deployer ?? '', initCode: values.initCode ?? '' })
  return parsed.ok || parsed.field !== field ? undefined : { key: parsed.issue }
}

/** What Automatic does on this browser. */
function engineNote(t: TFunction, gpu: GpuAdapterSummary | undefined): string {
  if (gpu === undefined) return t('form.engineNoteNone')
  return gpu.software
    ? t('form.engineNoteSoftware', { name: gpu.name })
    : t('form.engineNoteGpu', { name: gpu.name })
}

function textLabel(t: TFunction, match: VanityPatternInput['match']): string {
  return match === 'contains' ? t('form.contains') : t('form.prefix')
}

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
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
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
          options={[
            { value: 'address', label: t('form.targetAddress') },
            { value: 'contract', label: t('form.targetContract') },
            { value: 'create2', label: t('form.targetCreate2') },
          ]}
        />
      </Form.Item>
      {target === 'create2' && (
        <>
          <Form.Item
            name="deployer"
            label={t('form.deployer')}
            extra={t('form.deployerHint')}
            rules={[create2Rule('deployer')]}
            dependencies={['target']}
          >
            <Input
              disabled={running}
              placeholder={deterministicDeployer}
              spellCheck={false}
              autoComplete="off"
              style={{ fontFamily: 'monospace' }}
              data-testid="vanity-deployer"
            />
          </Form.Item>
          <Form.Item
            name="initCode"
            label={t('form.initCode')}
            extra={t('form.initCodeHint')}
            rules={[create2Rule('initCode')]}
            dependencies={['target']}
          >
            <Input.TextArea
              disabled={running}
              placeholder="0x6080…"
              rows={3}
              spellCheck={false}
              autoComplete="off"
              style={{ fontFamily: 'monospace' }}
              data-testid="vanity-init-code"
            />
          </Form.Item>
        </>
      )}
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
        <Form.Item
          name="engine"
          label={t('form.engine')}
          extra={<span data-testid="vanity-gpu-note">{engineNote(t, gpu)}</span>}
        >
          <Select
            disabled={running}
            data-testid="vanity-engine-choice"
            style={{ minWidth: 200 }}
            options={[
              { value: 'auto', label: t('form.engineAuto') },
              {
                value: 'gpu',
                label: gpu ? t('form.engineGpu', { name: gpu.name }) : t('form.engineGpuNone'),
                disabled: gpu === undefined,
              },
              { value: 'cpu', label: t('form.engineCpu') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="workers"
          label={t('form.workers')}
          extra={onGpu ? t('form.workersGpu') : t('form.workersHint', { count: maxWorkers })}
        >
          <InputNumber
            min={1}
            max={maxWorkers}
            precision={0}
            disabled={running || onGpu}
            data-testid="vanity-workers"
          />
        </Form.Item>
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
    </Form>
  )
}
