/**
 * What the server tells the web app about one local chain it enabled: core's LocalChainInfo (the
 * node's URL, the deployments, the catalogue entry built from them), which the wallet and switcher use.
 */
export type { LocalChainInfo } from '@tokenbox/core/webApi/webConfig.ts'
