import { FontSizeOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { globalSizes } from '../settings/defaultSettings.ts'
import { useSettings } from '../settings/useSettings.ts'
import { useSettingsStore } from '../settings/useSettingsStore.ts'
import { ChoicePopover } from './ChoicePopover.tsx'

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
  return (
    <ChoicePopover
      icon={<FontSizeOutlined />}
      label={t('size')}
      testId="global-size"
      choiceTestIdPrefix="global-size"
      choices={globalSizes.map((choice) => ({ value: choice, label: t(`size.${choice}`) }))}
      current={size}
      onChoose={(choice) => update({ size: choice })}
      minWidth={120}
    />
  )
}
