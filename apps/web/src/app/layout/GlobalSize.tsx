import { CheckOutlined, FontSizeOutlined } from '@ant-design/icons'
import { Button, Flex } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { globalSizes } from '../settings/defaultSettings.ts'
import { useSettings } from '../settings/useSettings.ts'
import { useSettingsStore } from '../settings/useSettingsStore.ts'
import { LazyPopover } from './LazyPopover.tsx'

/**
 * The navbar's Global Size chooser (spec 000 section 2): small, medium or large controls across
 * the app, saved in the `size` cookie. A popover of buttons like the language switch, for the
 * same first-load reason (no antd Dropdown menu).
 *
 * @example
 * <GlobalSize />
 */
export function GlobalSize() {
  const { t } = useTranslation('settings')
  const { size } = useSettings()
  const { update } = useSettingsStore()
  const [open, setOpen] = useState(false)
  const choices = (
    <Flex vertical gap={2} style={{ minWidth: 120 }}>
      {globalSizes.map((choice) => (
        <Button
          key={choice}
          type="text"
          block
          aria-pressed={choice === size}
          data-testid={`global-size-${choice}`}
          style={{ justifyContent: 'space-between' }}
          onClick={() => {
            setOpen(false)
            update({ size: choice })
          }}
        >
          {t(`size.${choice}`)}
          {choice === size && <CheckOutlined />}
        </Button>
      ))}
    </Flex>
  )
  return (
    <LazyPopover
      content={choices}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
    >
      <Button
        type="text"
        icon={<FontSizeOutlined />}
        aria-label={t('size')}
        title={t('size')}
        data-testid="global-size"
      />
    </LazyPopover>
  )
}
