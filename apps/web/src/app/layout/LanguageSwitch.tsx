import { CheckOutlined, GlobalOutlined } from '@ant-design/icons'
import { languageLabels, supportedLanguages } from '@tokenbox/ui/i18n/languages.ts'
import { Button, Flex } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { changeLanguage } from '../i18n/changeLanguage.ts'
import { useCurrentLanguage } from '../i18n/useCurrentLanguage.ts'
import { LazyPopover } from './LazyPopover.tsx'

/**
 * The header's language picker; the choice is saved for the next visit. A popover of buttons
 * rather than antd's Dropdown menu: the menu component costs about 25 kB gzip on every first
 * load for four entries.
 *
 * @example
 * <LanguageSwitch />
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common')
  const language = useCurrentLanguage()
  const [open, setOpen] = useState(false)
  const choices = (
    <Flex vertical gap={2} style={{ minWidth: 140 }}>
      {supportedLanguages.map((code) => (
        <Button
          key={code}
          type="text"
          block
          lang={code}
          aria-pressed={code === language}
          data-testid={`language-${code}`}
          style={{ justifyContent: 'space-between' }}
          onClick={() => {
            setOpen(false)
            void changeLanguage(i18n, code)
          }}
        >
          {languageLabels[code]}
          {code === language && <CheckOutlined />}
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
        icon={<GlobalOutlined />}
        aria-label={t('language.label')}
        title={t('language.label')}
        data-testid="language-switch"
      />
    </LazyPopover>
  )
}
