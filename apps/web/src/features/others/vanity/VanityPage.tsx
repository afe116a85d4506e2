import { parseVanityPattern } from '@tokenbox/core/vanity/vanityPattern.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Col, Row, Typography } from 'antd'
import { useState } from 'react'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { useVanitySearch } from './useVanitySearch.ts'
import { VanityForm, type VanityFormValues } from './VanityForm.tsx'
import { VanityResults } from './VanityResults.tsx'
import { VanityStats } from './VanityStats.tsx'
import { defaultVanityWorkers, deviceCores } from './vanityWorkerPool.ts'

const initialValues: VanityFormValues = {
  target: 'address',
  match: 'prefix',
  text: '',
  suffix: '',
  caseSensitive: false,
  workers: defaultVanityWorkers(),
}

/**
 * Vanity Address (/ot/va): finds a private key whose address, or whose first contract's address,
 * starts with, ends with or contains the hex the user typed, in Web Workers running the
 * WebAssembly search. No wallet is needed and nothing is sent: keys exist only in this page.
 */
export function VanityPage() {
  const { t } = useLazyNamespace('vanity')
  const { run, results, start, stop, remove } = useVanitySearch()
  const [values, setValues] = useState(initialValues)
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
            onStart={(next) => start(next, next.workers)}
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
