import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import type { GuardAnalyzeReply } from '../background/guardMessages.ts'
import guardEn from '../locales/en/guard.json'
import guardEs from '../locales/es/guard.json'
import guardJa from '../locales/ja/guard.json'
import guardZh from '../locales/zh/guard.json'
import { readSettings } from '../settings/settings.ts'
import { relayGuardQuestions } from './relayGuardQuestions.ts'
import { showCheckingNotice } from './showCheckingNotice.ts'
import { showGuardDialog } from './showGuardDialog.ts'

// The transaction guard's content script (issue 28), in every frame at document_start. The
// background writes the warnings' texts; the two shown before it answers, the checking notices,
// are read here from the guard's locale files (no i18next in every page for two lines).
const checkingText: Record<Language, { token: string; transaction: string }> = {
  en: { token: guardEn.checking, transaction: guardEn.checking_transaction },
  zh: { token: guardZh.checking, transaction: guardZh.checking_transaction },
  es: { token: guardEs.checking, transaction: guardEs.checking_transaction },
  ja: { token: guardJa.checking, transaction: guardJa.checking_transaction },
}

relayGuardQuestions(window, {
  readSettings: () => readSettings(),
  analyze: async (message) => (await chrome.runtime.sendMessage(message)) as GuardAnalyzeReply,
  showWarning: (warning) => showGuardDialog(document, warning),
  showChecking: (language, subject) =>
    showCheckingNotice(document, (checkingText[language] ?? checkingText.en)[subject]),
})
