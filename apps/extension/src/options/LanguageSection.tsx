import { type Language, languageLabels, supportedLanguages } from '@tokenbox/ui/i18n/languages.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Radio } from 'antd'
import { useTranslation } from 'react-i18next'

/** The interface language of the popup, this page and the guard's warnings; each named in itself. */
export function LanguageSection({
  language,
  onChange,
}: {
  language: Language
  onChange: (language: Language) => void
}) {
  const { t } = useTranslation('settings')
  return (
    <Panel title={t('language')}>
      <Radio.Group
        value={language}
        onChange={(event) => onChange(event.target.value as Language)}
        optionType="button"
        buttonStyle="solid"
        aria-label={t('language')}
        data-testid="settings-language"
        options={supportedLanguages.map((value) => ({ value, label: languageLabels[value] }))}
      />
    </Panel>
  )
}
