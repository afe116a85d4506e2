import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { Avatar, Tooltip, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { toolChains } from '../../app/docs/toolChains.ts'
import type { ToolContracts } from '../../app/docs/toolContracts.ts'

/**
 * The chains a tool works on, as badges (the first few, then "+n") with every name in the
 * tooltip and the count written out; "No chain needed" for a tool that runs in the browser.
 *
 * @example
 * <ToolChainsLine facts={toolContracts.swExchange} entries={useSwitcherEntries()} />
 */
export function ToolChainsLine({
  facts,
  entries,
  testId,
}: {
  facts: ToolContracts
  /** The switcher's chains, read once by the page for all its cards. */
  entries: readonly ChainEntry[]
  testId?: string
}) {
  const { t } = useTranslation('docs')
  const { token } = theme.useToken()
  const chains = toolChains(facts, entries)
  if (chains.length === 0)
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={testId} data-chains={0}>
        {t('index.chainsNone')}
      </Typography.Text>
    )
  return (
    <Tooltip title={chains.map((entry) => entry.nameAlias).join(', ')}>
      <span
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
        data-testid={testId}
        data-chains={chains.length}
      >
        {/* "+n" in dark text on a light fill: antd's white on grey is 1.8:1. */}
        <Avatar.Group
          max={{ count: 5, style: { color: token.colorText, backgroundColor: token.colorFillSecondary } }}
          size={18}
        >
          {chains.map((entry) => (
            <Avatar key={entry.id} src={entry.icon} alt="" size={18} />
          ))}
        </Avatar.Group>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('index.chains', { count: chains.length })}
        </Typography.Text>
      </span>
    </Tooltip>
  )
}
