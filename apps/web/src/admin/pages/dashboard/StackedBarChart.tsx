import { Flex, theme } from 'antd'
import type { DailySeries } from './dailySeries.ts'

const palette = ['#fa8c16', '#1677ff', '#52c41a', '#722ed1', '#eb2f96', '#13c2c2', '#faad14', '#f5222d']

/**
 * A stacked bar chart in plain SVG. Decision: no chart library for the dashboard's three small
 * charts (counts per day or per chain): a dependency such as echarts would add hundreds of kB to
 * the console for bars that take sixty lines; a library is worth it when the console needs
 * zooming, tooltips on hover or many chart kinds.
 *
 * @example
 * <StackedBarChart title="Feedback" series={dailySeries(since, today, rows)} labelOf={(key) => t(key)} />
 */
export function StackedBarChart({
  title,
  series,
  labelOf,
  xLabelOf = (x) => x,
  testId,
}: {
  title: string
  /** `days` are the x values (days, or chain ids); `groups` the stacked parts. */
  series: DailySeries
  labelOf: (groupKey: string) => string
  xLabelOf?: (x: string) => string
  testId?: string
}) {
  const { token } = theme.useToken()
  const width = 600
  const height = 180
  const bottom = 20
  const totals = series.days.map((_day, index) =>
    series.groups.reduce((sum, group) => sum + (group.counts[index] ?? 0), 0),
  )
  const max = Math.max(1, ...totals)
  const slot = width / Math.max(1, series.days.length)
  const barWidth = Math.min(48, Math.max(2, slot * 0.7))
  // Every x label when they fit, else the first and the last.
  const labelEvery = series.days.length <= 12
  const scale = (height - bottom - 10) / max
  const summary = series.groups
    .map((group) => `${labelOf(group.key)}: ${group.counts.reduce((a, b) => a + b, 0)}`)
    .join(', ')
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`${title}. ${summary}`}
        style={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <line x1={0} x2={width} y1={height - bottom} y2={height - bottom} stroke={token.colorBorder} />
        <text x={4} y={12} fontSize={11} fill={token.colorTextSecondary}>
          {max}
        </text>
        {series.days.map((day, index) => {
          let y = height - bottom
          return (
            <g key={day}>
              {series.groups.map((group, groupIndex) => {
                const value = group.counts[index] ?? 0
                const barHeight = value * scale
                y -= barHeight
                return value > 0 ? (
                  <rect
                    key={group.key}
                    x={index * slot + (slot - barWidth) / 2}
                    y={y}
                    width={barWidth}
                    height={barHeight}
                    fill={palette[groupIndex % palette.length]}
                  >
                    <title>{`${day} ${labelOf(group.key)}: ${value}`}</title>
                  </rect>
                ) : null
              })}
              {(labelEvery || index === 0 || index === series.days.length - 1) && (
                <text
                  x={index * slot + slot / 2}
                  y={height - 5}
                  fontSize={11}
                  textAnchor={labelEvery ? 'middle' : index === 0 ? 'start' : 'end'}
                  fill={token.colorTextSecondary}
                >
                  {xLabelOf(day)}
                </text>
              )}
            </g>
          )
        })}
      </svg>
      <Flex gap={12} wrap style={{ fontSize: 12, color: token.colorTextSecondary, marginTop: 4 }}>
        {series.groups.map((group, groupIndex) => (
          <span key={group.key}>
            <span
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                marginInlineEnd: 4,
                background: palette[groupIndex % palette.length],
              }}
            />
            {labelOf(group.key)}
          </span>
        ))}
      </Flex>
    </figure>
  )
}
