import { startExtensionPage } from '../popup/startExtensionPage.tsx'
import { OptionsApp } from './OptionsApp.tsx'
import { createOptionsI18n } from './optionsI18n.ts'

// The settings page's entry (options.html).
void startExtensionPage(createOptionsI18n, OptionsApp)
