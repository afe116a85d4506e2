import { SettingOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSettings } from '../settings/useSettings.ts'

const loadDrawer = () => import('./SettingsDrawer.tsx')
const SettingsDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.SettingsDrawer })))

/**
 * The header button that opens the settings panel (the navbar's "Theme" item). The panel's code,
 * with the QR codes, switches and segmented controls, is fetched when the pointer first comes
 * near the button or on the first click, not with the page. Hidden when `showSettings` is off.
 *
 * @example
 * <SettingsDrawerButton />
 */
export function SettingsDrawerButton() {
  const { t } = useTranslation('settings')
  const { showSettings } = useSettings()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  if (!showSettings) return null
  return (
    <>
      <Button
        type="text"
        icon={<SettingOutlined />}
        aria-label={t('open')}
        title={t('title')}
        data-testid="settings-button"
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
      />
      {opened && (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
