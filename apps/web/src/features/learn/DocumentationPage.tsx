import { ArrowRightOutlined, SearchOutlined } from '@ant-design/icons'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Button, Empty, Input, Select, Skeleton, Typography, theme } from 'antd'
import { Suspense, useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ToolDocView } from '../../app/docs/ToolDocView.tsx'
import { toolContracts } from '../../app/docs/toolContracts.ts'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { labelledClear } from '../../app/layout/labelledClear.tsx'
import type { MenuItem } from '../../app/routes/buildMenus.ts'
import { useMenus } from '../../app/routes/useMenus.ts'
import { useIsMobile } from '../../base/useIsMobile.ts'

type DocGroup = { id: string; title: string; items: MenuItem[] }

/**
 * The documentation (`/documentation/index?tool=<route id>`): every documented tool, grouped as the
 * menus are, and the chosen tool's page (the same one its Introduce tab shows) with a link to the
 * tool. On a phone the list becomes a select above the page.
 */
export function DocumentationPage() {
  const { t } = useLazyNamespace('docs')
  const { groups } = useMenus()
  const isMobile = useIsMobile()
  const [params, setParams] = useSearchParams()
  const [filter, setFilter] = useState('')
  const docGroups = useMemo<DocGroup[]>(
    () =>
      groups
        .map((group) => ({
          id: group.id,
          title: group.title,
          items: group.sections.flatMap((section) =>
            section.items.filter((item) => !item.external && toolContracts[item.id]),
          ),
        }))
        .filter((group) => group.items.length > 0),
    [groups],
  )
  const items = docGroups.flatMap((group) => group.items)
  const chosen = items.find((item) => item.id === params.get('tool')) ?? items[0]
  const choose = (id: string) => setParams({ tool: id })
  const needle = filter.trim().toLowerCase()
  const shownGroups = docGroups
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) => !needle || `${item.name} ${item.desc}`.toLowerCase().includes(needle),
      ),
    }))
    .filter((group) => group.items.length > 0)

  const page = chosen && (
    <Panel data-testid="documentation-page">
      <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
        <ToolDocView key={chosen.id} id={chosen.id} />
      </Suspense>
      <Link to={chosen.href} data-testid="documentation-open-tool">
        <Button type="primary" style={{ marginTop: 24 }} icon={<ArrowRightOutlined />} iconPlacement="end">
          {t('doc.openTool')}
        </Button>
      </Link>
    </Panel>
  )

  return (
    <div data-testid="documentation">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('page.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('page.intro')}</Typography.Paragraph>
      {isMobile ? (
        <>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            value={chosen?.id}
            onChange={choose}
            style={{ width: '100%', marginBottom: 16 }}
            aria-label={t('page.choose')}
            data-testid="documentation-select"
            options={docGroups.map((group) => ({
              label: group.title,
              title: group.title,
              options: group.items.map((item) => ({ value: item.id, label: item.name })),
            }))}
          />
          {page}
        </>
      ) : (
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: '260px minmax(0, 1fr)',
            gap: 16,
            alignItems: 'start',
          }}
        >
          <Panel style={{ height: 'auto', position: 'sticky', top: 16 }}>
            <Input
              allowClear={labelledClear}
              prefix={<SearchOutlined />}
              placeholder={t('page.filter')}
              aria-label={t('page.filter')}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              data-testid="documentation-filter"
              style={{ marginBottom: 12 }}
            />
            <nav
              aria-label={t('page.choose')}
              style={{ maxHeight: 'calc(100vh - 220px)', overflowY: 'auto' }}
              data-testid="documentation-nav"
            >
              {shownGroups.length === 0 && (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('page.noMatch')} />
              )}
              {shownGroups.map((group) => (
                <DocNavGroup key={group.id} group={group} chosenId={chosen?.id} onChoose={choose} />
              ))}
            </nav>
          </Panel>
          {page}
        </div>
      )}
    </div>
  )
}

function DocNavGroup({
  group,
  chosenId,
  onChoose,
}: {
  group: DocGroup
  chosenId: string | undefined
  onChoose: (id: string) => void
}) {
  const { token } = theme.useToken()
  return (
    <div style={{ marginBottom: 12 }}>
      <div style={{ fontSize: 12, fontWeight: 600, color: token.colorTextTertiary, margin: '4px 8px' }}>
        {group.title}
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {group.items.map((item) => {
          const current = item.id === chosenId
          return (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onChoose(item.id)}
                aria-current={current ? 'page' : undefined}
                data-testid={`documentation-nav-${item.id}`}
                style={{
                  width: '100%',
                  textAlign: 'start',
                  border: 0,
                  cursor: 'pointer',
                  padding: '5px 8px',
                  borderRadius: token.borderRadiusSM,
                  font: 'inherit',
                  color: current ? token.colorPrimary : token.colorText,
                  background: current ? token.colorPrimaryBg : 'transparent',
                }}
              >
                {item.name}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
