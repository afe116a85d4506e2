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
// background writes the warnings' texts; the one text shown before it answers, the checking
// notice, is read here from the guard's locale files (no i18next in every page for one line).
const checkingText: Record<Language, string> = {
  en: guardEn.checking,
  zh: guardZh.checking,
  es: guardEs.checking,
  ja: guardJa.checking,
}

relayGuardQuestions(window, {
  readSettings: () => readSettings(),
  analyze: async (message) => (await chrome.runtime.sendMessage(message)) as GuardAnalyzeReply,
  showWarning: (warning) => showGuardDialog(document, warning),
  showChecking: (language) => showCheckingNotice(document, checkingText[language] ?? guardEn.checking),
})
