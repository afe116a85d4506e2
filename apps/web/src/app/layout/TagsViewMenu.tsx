import { CloseCircleOutlined, CloseOutlined, ColumnWidthOutlined, ReloadOutlined } from '@ant-design/icons'
import { Button, Flex } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { TagView } from './tagsViewReducer.ts'
import { useTagsView } from './useTagsView.ts'

/**
 * The actions on one tab (spec 000 section 2): refresh, close, close others, close all. Shown
 * by right-clicking (long-pressing) a tab and from the bar's actions button. Buttons in a
 * popover rather than antd's Dropdown menu, which would add about 25 kB gzip to the first load.
 *
 * @example
 * <Popover content={<TagsViewMenu view={view} onDone={() => setOpen(false)} />} />
 */
export function TagsViewMenu({ view, onDone }: { view: TagView; onDone: () => void }) {
  const { t } = useTranslation('tags')
  const { refresh, close, closeOthers, closeAll } = useTagsView()
  const item = (id: string, icon: ReactNode, label: string, action: () => void) => (
    <Button
      key={id}
      type="text"
      role="menuitem"
      icon={icon}
      data-testid={`tags-menu-${id}`}
      style={{ justifyContent: 'flex-start' }}
      onClick={() => {
        onDone()
        action()
      }}
    >
      {label}
    </Button>
  )
  return (
    <Flex vertical gap={2} role="menu" style={{ minWidth: 150 }}>
      {item('refresh', <ReloadOutlined />, t('refresh'), () => refresh(view.path))}
      {!view.affix && item('close', <CloseOutlined />, t('close'), () => close(view.path))}
      {item('close-others', <ColumnWidthOutlined />, t('closeOthers'), () => closeOthers(view.path))}
      {item('close-all', <CloseCircleOutlined />, t('closeAll'), closeAll)}
    </Flex>
  )
}
