import { Form, InputNumber, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { engineNote } from './vanityFormRules.ts'
import type { GpuAdapterSummary } from './vanityWorkerPool.ts'

/**
 * Where the search runs (Automatic, the GPU, the workers) with what Automatic does on this browser,
 * and the number of workers, not asked for while the GPU runs the search (issue 77).
 */
export function VanityEngineFields({
  running,
  maxWorkers,
  gpu,
  onGpu,
}: {
  running: boolean
  maxWorkers: number
  gpu: GpuAdapterSummary | undefined
  onGpu: boolean
}) {
  const { t } = useTranslation('vanity')
  return (
    <>
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
    </>
  )
}
