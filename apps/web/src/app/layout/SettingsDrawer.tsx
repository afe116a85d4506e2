import { CheckOutlined, UndoOutlined } from '@ant-design/icons'
import { languageLabels, supportedLanguages } from '@tokenbox/ui/i18n/languages.ts'
import { Button, Drawer, Flex, Segmented, Switch, theme } from 'antd'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { changeLanguage } from '../i18n/changeLanguage.ts'
import { useCurrentLanguage } from '../i18n/useCurrentLanguage.ts'
import {
  defaultSettings,
  globalSizes,
  type Settings,
  themeColorPresets,
} from '../settings/defaultSettings.ts'
import { useSettings } from '../settings/useSettings.ts'
import { useSettingsStore } from '../settings/useSettingsStore.ts'
import { ContactPanel } from './ContactPanel.tsx'

function Section({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken()
  return (
    <section style={{ marginBottom: 24 }}>
      <h3
        style={{
          margin: '0 0 12px',
          fontSize: token.fontSize,
          fontWeight: 600,
          color: token.colorTextHeading,
        }}
      >
        {title}
      </h3>
      {children}
    </section>
  )
}

function FlagRow({
  flag,
  label,
}: {
  flag: keyof Pick<Settings, 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'supportPinyinSearch'>
  label: string
}) {
  const id = useId()
  const settings = useSettings()
  const { update } = useSettingsStore()
  return (
    <Flex justify="space-between" align="center" style={{ minHeight: 36 }}>
      <label htmlFor={id}>{label}</label>
      <Switch
        id={id}
        checked={settings[flag]}
        onChange={(on) => update({ [flag]: on })}
        data-testid={`setting-${flag}`}
      />
    </Flex>
  )
}

/**
 * The right-hand settings panel (spec 000 section 2): theme colour, tags view, fixed header,
 * sidebar logo, global size, language, and the contact tabs. Every change applies at once and is
 * saved (see createSettingsStore). Loaded on first open, so none of it weighs on the first page.
 *
 * @example
 * <SettingsDrawer open={open} onClose={() => setOpen(false)} />
 */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('settings')
  const { token } = theme.useToken()
  const settings = useSettings()
  const { update } = useSettingsStore()
  const language = useCurrentLanguage()
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size="min(360px, 100vw)"
      title={t('title')}
      extra={
        <Button
          type="text"
          icon={<UndoOutlined />}
          onClick={() => update(defaultSettings)}
          data-testid="settings-reset"
        >
          {t('reset')}
        </Button>
      }
    >
      <div data-testid="settings-drawer">
        <Section title={t('themeColor')}>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 28px)', gap: 14 }}>
            {themeColorPresets.map(({ name, color }) => {
              const chosen = settings.themeColor === color
              return (
                <button
                  key={name}
                  type="button"
                  aria-pressed={chosen}
                  aria-label={t(`color.${name}`)}
                  title={t(`color.${name}`)}
                  data-testid={`theme-color-${name}`}
                  onClick={() => update({ themeColor: color })}
                  style={{
                    width: 28,
                    height: 28,
                    padding: 0,
                    borderRadius: '50%',
                    border: `2px solid ${token.colorBgContainer}`,
                    boxShadow: `0 0 0 ${chosen ? 2 : 1}px ${chosen ? color : token.colorBorder}`,
                    background: color,
                    color: '#fff',
                    cursor: 'pointer',
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                  }}
                >
                  {chosen && <CheckOutlined style={{ fontSize: 12 }} />}
                </button>
              )
            })}
          </div>
        </Section>
        <Section title={t('layout')}>
          <FlagRow flag="tagsView" label={t('tagsView')} />
          <FlagRow flag="fixedHeader" label={t('fixedHeader')} />
          <FlagRow flag="sidebarLogo" label={t('sidebarLogo')} />
          <FlagRow flag="supportPinyinSearch" label={t('supportPinyinSearch')} />
        </Section>
        <Section title={t('size')}>
          <Segmented
            block
            value={settings.size}
            onChange={(size) => update({ size })}
            options={globalSizes.map((size) => ({
              value: size,
              label: <span data-testid={`settings-size-${size}`}>{t(`size.${size}`)}</span>,
            }))}
          />
        </Section>
        <Section title={t('language')}>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
            {supportedLanguages.map((code) => (
              <Button
                key={code}
                lang={code}
                type={code === language ? 'primary' : 'default'}
                aria-pressed={code === language}
                data-testid={`settings-language-${code}`}
                onClick={() => void changeLanguage(i18n, code)}
              >
                {languageLabels[code]}
              </Button>
            ))}
          </div>
        </Section>
        <Section title={t('title', { ns: 'contact' })}>
          <ContactPanel />
        </Section>
      </div>
    </Drawer>
  )
}
