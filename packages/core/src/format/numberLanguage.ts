/** The interface language numbers are written in when a call names none. */
let interfaceLanguage = 'en'

/**
 * Sets the language every amount is grouped in when its formatter is given none (as dayjs.locale
 * does for dates): the web app and the extension's pages call it whenever their interface language
 * changes, so a screen's amounts follow the language without each call passing it. Code that
 * writes for another reader (the extension's guard, in the settings' language) passes its own. A
 * module of its own, so the app's start carries only this setter, not the formatters.
 *
 * @example
 * i18n.on('languageChanged', setNumberLanguage)
 */
export function setNumberLanguage(language: string): void {
  interfaceLanguage = language
}

/** The language set by {@link setNumberLanguage}; `en` until then. */
export function numberLanguage(): string {
  return interfaceLanguage
}
