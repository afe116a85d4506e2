import { probabilityAfter, vanityDifficulty, vanityTimes } from '@tokenbox/core/vanity/vanityDifficulty.ts'
import type { VanityPattern } from '@tokenbox/core/vanity/vanityPattern.ts'
import { Alert, Descriptions, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { ProgressBar } from '../../app/layout/ProgressBar.tsx'
import type { VanityRun, VanityStatus } from './useVanitySearch.ts'
import { formatCount, formatDuration } from './vanityDisplay.ts'

const statusColors: Record<VanityStatus, string> = {
  waiting: 'default',
  running: 'processing',
  found: 'success',
  error: 'error',
  stopped: 'warning',
}

/**
 * The live figures: status, difficulty, the expected time and the 50 % / 90 % times at the
 * measured speed (the last run's speed until a new one is measured), speed, attempts, elapsed
 * time and the chance of a match by now.
 */
export function VanityStats({ run, pattern }: { run: VanityRun; pattern: VanityPattern | null }) {
  const { t, i18n } = useTranslation('vanity')
  const count = (value: number) => formatCount(i18n.language, value)
  const difficulty = pattern ? vanityDifficulty(pattern) : undefined
  const times = difficulty ? vanityTimes(difficulty, run.speed) : undefined
  const chance = difficulty && run.attempts > 0 ? probabilityAfter(difficulty, run.attempts) : 0
  // The GPU measures its speed once its program runs; starting it (compiling the kernel, seconds on
  // a first search) is not in that figure, so it is said beside it (issue 77: "Expected time 52 ms"
  // for a search that took 9.4 s).
  const onGpu = run.engine?.kind === 'gpu'
  const expectedText = () => {
    if (onGpu && run.status === 'running' && run.attempts === 0) return t('stats.gpuStarting')
    if (!times) return '—'
    const time = formatDuration(t, times.expected)
    return onGpu ? t('stats.expectedGpuStart', { time }) : time
  }
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        bordered
        data-testid="vanity-stats"
        items={[
          {
            key: 'status',
            label: t('stats.status'),
            children: (
              <Tag color={statusColors[run.status]} data-testid="vanity-status" data-status={run.status}>
                {t(`status.${run.status}`)}
              </Tag>
            ),
          },
          {
            key: 'difficulty',
            label: t('stats.difficulty'),
            children: <span data-testid="vanity-difficulty">{difficulty ? count(difficulty) : '—'}</span>,
          },
          {
            key: 'expected',
            label: t('stats.expected'),
            children: <span data-testid="vanity-expected">{expectedText()}</span>,
          },
          {
            key: 'chances',
            label: t('stats.chances'),
            children: times
              ? t('stats.chancesValue', {
                  half: formatDuration(t, times.half),
                  ninety: formatDuration(t, times.ninety),
                })
              : '—',
          },
          {
            key: 'speed',
            label: t('stats.speed'),
            children: (
              <span data-testid="vanity-speed">
                {run.speed > 0 ? t('stats.speedValue', { speed: count(run.speed), count: run.speed }) : '—'}
              </span>
            ),
          },
          {
            key: 'attempts',
            label: t('stats.attempts'),
            children: <span data-testid="vanity-attempts">{count(run.attempts)}</span>,
          },
          {
            key: 'elapsed',
            label: t('stats.elapsed'),
            children: (
              <span data-testid="vanity-elapsed">
                {run.status === 'waiting' ? '—' : formatDuration(t, run.seconds)}
              </span>
            ),
          },
          { key: 'workers', label: t('stats.workers'), children: run.workers || '—' },
          {
            key: 'engine',
            label: t('stats.engine'),
            children: (
              <span data-testid="vanity-engine" data-engine={run.engine?.kind ?? ''}>
                {run.engine === undefined
                  ? '—'
                  : run.engine.kind === 'gpu'
                    ? t('stats.engineGpu', { name: run.engine.name })
                    : t('stats.engineCpu', { count: run.engine.workers })}
              </span>
            ),
          },
        ]}
      />
      {run.status === 'running' && difficulty && (
        <ProgressBar
          percent={Math.min(99.9, chance * 100)}
          format={() => t('stats.chance', { percent: (chance * 100).toFixed(1) })}
          style={{ marginTop: 12 }}
        />
      )}
      {run.status === 'error' && (
        <Alert
          type="error"
          showIcon
          title={t(run.error ?? 'error.worker')}
          style={{ marginTop: 12 }}
          data-testid="vanity-error"
        />
      )}
    </>
  )
}
