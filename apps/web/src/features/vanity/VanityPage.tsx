import { type Create2Target, parseCreate2Target } from '@tokenbox/core/vanity/create2Target.ts'
import { parseVanityPattern } from '@tokenbox/core/vanity/vanityPattern.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { addressMaxPatterns, create2MaxPatterns } from '@tokenbox/vanity'
import { Col, Row, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { useVanitySearch } from './useVanitySearch.ts'
import { VanityForm, type VanityFormValues } from './VanityForm.tsx'
import { VanityResults } from './VanityResults.tsx'
import { VanityStats } from './VanityStats.tsx'
import { defaultVanityWorkers, deviceCores, type GpuAdapterSummary, gpuAdapter } from './vanityWorkerPool.ts'

/** The CREATE2 target of a salt search (the form has checked it), undefined for key searches. */
function create2TargetOf(values: VanityFormValues): Create2Target | undefined {
  if (values.target !== 'create2') return undefined
  const parsed = parseCreate2Target({ deployer: values.deployer ?? '', initCode: values.initCode ?? '' })
  return parsed.ok ? parsed.target : undefined
}

/**
 * The adapter a search runs on, or undefined for the WebAssembly workers: the GPU when the user
 * chose it, or on Automatic when the adapter is real hardware (a software adapter such as
 * SwiftShader is the processor, where the workers are faster); never when the pattern needs more
 * byte masks than the kernels hold ("contains" of a short string).
 */
function gpuEngineFor(values: VanityFormValues, gpu: GpuAdapterSummary | undefined): string | undefined {
  if (gpu === undefined || values.engine === 'cpu') return undefined
  if (values.engine === 'auto' && gpu.software) return undefined
  const parsed = parseVanityPattern(values)
  const most = values.target === 'create2' ? create2MaxPatterns : addressMaxPatterns
  return parsed.ok && parsed.pattern.bytePatterns.length <= most ? gpu.name : undefined
}

/** What the results are called: keys, salts (CREATE2), or both (issue 77: salts were "Found keys"). */
function resultsTitleKey(results: readonly object[]): string {
  const salts = results.filter((result) => 'salt' in result).length
  if (salts === 0) return 'result.title'
  return salts === results.length ? 'result.titleSalts' : 'result.titleMixed'
}

const initialValues: VanityFormValues = {
  target: 'address',
  match: 'prefix',
  text: '',
  suffix: '',
  caseSensitive: false,
  workers: defaultVanityWorkers(),
  deployer: '',
  initCode: '',
  engine: 'auto',
}

/**
 * Vanity Address (/ot/va): finds a private key whose address, or whose first contract's address,
 * starts with, ends with or contains the hex the user typed, or a CREATE2 salt that gives a
 * deployer's contract such an address, in Web Workers running the WebAssembly search. No wallet is
 * needed and nothing is sent: keys exist only in this page.
 */
export function VanityPage() {
  const { t } = useLazyNamespace('vanity')
  const { run, results, start, stop, remove } = useVanitySearch()
  const [values, setValues] = useState(initialValues)
  // The browser's WebGPU adapter, asked once.
  const [gpu, setGpu] = useState<GpuAdapterSummary | undefined>(undefined)
  useEffect(() => {
    let current = true
    void gpuAdapter().then((found) => current && setGpu(found))
    return () => {
      current = false
    }
  }, [])
  const parsed = parseVanityPattern(values)
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} xl={11}>
        <Panel title={t('title')}>
          <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
          <VanityForm
            initialValues={initialValues}
            running={run.status === 'running'}
            maxWorkers={deviceCores()}
            onChange={setValues}
            gpu={gpu}
            onStart={(next) => start(next, next.workers, create2TargetOf(next), gpuEngineFor(next, gpu))}
            onStop={stop}
          />
        </Panel>
      </Col>
      <Col xs={24} xl={13}>
        <Row gutter={[20, 20]}>
          <Col span={24}>
            <Panel title={t('stats.title')}>
              <VanityStats run={run} pattern={parsed.ok ? parsed.pattern : null} />
            </Panel>
          </Col>
          <Col span={24}>
            <Panel title={t(resultsTitleKey(results))} data-testid="vanity-results-panel">
              <VanityResults results={results} onRemove={remove} />
            </Panel>
          </Col>
        </Row>
      </Col>
    </Row>
  )
}
