import { PopupApp } from './PopupApp.tsx'
import { createPopupI18n } from './popupI18n.ts'
import { startExtensionPage } from './startExtensionPage.tsx'

// The popup's entry (popup.html).
void startExtensionPage(createPopupI18n, PopupApp)
