import { SearchOutlined } from '@ant-design/icons'
import { Empty, Flex, Input, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LauncherItem } from './LauncherItem.tsx'
import { groupLauncherTools, type LauncherTool, launcherTools } from './launcherTools.ts'
import { useLauncherSearch } from './useLauncherSearch.ts'

const tools = launcherTools()
const sections = groupLauncherTools(tools)
const toolById = new Map(tools.map((tool) => [tool.id, tool]))

/**
 * Every TokenBox tool one click away: the site's tools by navbar group, or, once something is
 * typed, the site's own search over them (any language, pinyin, typos). Each opens on the
 * configured site in a new tab.
 */
export function LauncherPanel({ siteUrl }: { siteUrl: string }) {
  const { t } = useTranslation('search')
  const { t: tMenu } = useTranslation('menu')
  const [query, setQuery] = useState('')
  const hits = useLauncherSearch(query)
  const found = useMemo(
    () => hits?.map((hit) => toolById.get(hit.id)).filter((tool): tool is LauncherTool => Boolean(tool)),
    [hits],
  )
  return (
    <Flex vertical gap={8}>
      <Input
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('palette.placeholder')}
        aria-label={t('palette.label')}
        prefix={<SearchOutlined />}
        allowClear
        autoComplete="off"
        spellCheck={false}
        data-testid="launcher-search"
      />
      {found ? (
        found.length > 0 ? (
          <ul style={listStyle} aria-label={t('palette.results')}>
            {found.map((tool) => (
              <LauncherItem key={tool.id} tool={tool} siteUrl={siteUrl} />
            ))}
          </ul>
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            data-testid="launcher-no-results"
            description={
              <Flex vertical gap={4}>
                <span>{t('palette.noResults', { query: query.trim() })}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('palette.noResultsHint')}
                </Typography.Text>
              </Flex>
            }
          />
        )
      ) : (
        sections.map((section) => (
          <section key={section.group ?? 'top'} aria-label={section.group && tMenu(`group.${section.group}`)}>
            {section.group && (
              <Typography.Text
                type="secondary"
                strong
                style={{ display: 'block', fontSize: 12, margin: '8px 0 2px', textTransform: 'uppercase' }}
              >
                {tMenu(`group.${section.group}`)}
              </Typography.Text>
            )}
            <ul style={listStyle}>
              {section.tools.map((tool) => (
                <LauncherItem key={tool.id} tool={tool} siteUrl={siteUrl} />
              ))}
            </ul>
          </section>
        ))
      )}
    </Flex>
  )
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const
