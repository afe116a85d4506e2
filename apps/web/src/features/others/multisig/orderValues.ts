/** The new-order form's values: every field any kind uses; the kind decides which are read. */
export type OrderValues = {
  to?: string
  amount?: string
  token?: string
  value?: string
  callMode?: 'abi' | 'raw'
  abi?: string
  functionName?: string
  args?: string[]
  data?: string
  change?: 'addSigner' | 'removeSigner' | 'replaceSigner' | 'changeThreshold'
  signer?: string
  newSigner?: string
  threshold?: number
}
