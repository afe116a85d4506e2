import { type Create2Target, parseCreate2Target } from '@tokenbox/core/vanity/create2Target.ts'
import { parseVanityPattern } from '@tokenbox/core/vanity/vanityPattern.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { create2MaxPatterns } from '@tokenbox/vanity'
import { Col, Row, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { useVanitySearch } from './useVanitySearch.ts'
import { VanityForm, type VanityFormValues } from './VanityForm.tsx'
import { VanityResults } from './VanityResults.tsx'
import { VanityStats } from './VanityStats.tsx'
import { defaultVanityWorkers, deviceCores, gpuAdapterName } from './vanityWorkerPool.ts'

/** The CREATE2 target of a salt search (the form has checked it), undefined for key searches. */
function create2TargetOf(values: VanityFormValues): Create2Target | undefined {
  if (values.target !== 'create2') return undefined
  const parsed = parseCreate2Target({ deployer: values.deployer ?? '', initCode: values.initCode ?? '' })
  return parsed.ok ? parsed.target : undefined
}

/** The adapter a search runs on: salt searches whose patterns the GPU kernel holds, when there is one. */
function gpuEngineFor(values: VanityFormValues, gpuName: string | undefined): string | undefined {
  if (values.target !== 'create2' || gpuName === undefined) return undefined
  const parsed = parseVanityPattern(values)
  return parsed.ok && parsed.pattern.bytePatterns.length <= create2MaxPatterns ? gpuName : undefined
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
  // The browser's WebGPU adapter, asked once: salt searches run there when it has one.
  const [gpuName, setGpuName] = useState<string | undefined>(undefined)
  useEffect(() => {
    let current = true
    void gpuAdapterName().then((name) => current && setGpuName(name))
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
            gpuName={gpuName}
            onStart={(next) => start(next, next.workers, create2TargetOf(next), gpuEngineFor(next, gpuName))}
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
            <Panel title={t('result.title')}>
              <VanityResults results={results} onRemove={remove} />
            </Panel>
          </Col>
        </Row>
      </Col>
    </Row>
  )
}
