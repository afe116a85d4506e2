import { createGuardAsker } from './createGuardAsker.ts'
import { guardProvider } from './guardProvider.ts'
import { watchProviders } from './watchProviders.ts'

// The transaction guard's page side (issue 28), in the page's own world at document_start in every
// frame: it holds the watched wallet requests until the content script answers. Whether the
// guard is on is the content script's to say (it reads the settings), so this runs everywhere and
// asks; with the guard off the answer comes at once.
const ask = createGuardAsker(window)
watchProviders(window, (provider) => {
  guardProvider(provider, ask)
})
