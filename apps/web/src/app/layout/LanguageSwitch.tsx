import { GlobalOutlined } from '@ant-design/icons'
import { languageLabels, supportedLanguages } from '@tokenbox/ui/i18n/languages.ts'
import { useTranslation } from 'react-i18next'
import { changeLanguage } from '../i18n/changeLanguage.ts'
import { useCurrentLanguage } from '../i18n/useCurrentLanguage.ts'
import { ChoicePopover } from './ChoicePopover.tsx'

/**
 * The header's language picker; the choice is saved for the next visit. Each language is named in
 * its own words (and marked with its `lang`).
 *
 * @example
 * <LanguageSwitch />
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common')
  const language = useCurrentLanguage()
  return (
    <ChoicePopover
      icon={<GlobalOutlined />}
      label={t('language.label')}
      testId="language-switch"
      choiceTestIdPrefix="language"
      choices={supportedLanguages.map((code) => ({ value: code, label: languageLabels[code], lang: code }))}
      current={language}
      onChoose={(code) => void changeLanguage(i18n, code)}
      minWidth={140}
    />
  )
}
