/**
 * The EIP-712 domain fields a UniswapV2 pair's permit is signed under (all four: name, version,
 * chainId, verifyingContract), in the order its DOMAIN_SEPARATOR hashes them.
 */
export const eip712DomainFields = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
] as const

/** The EIP-712 types of an EIP-2612 permit, the struct a UniswapV2 pair's `permit` checks. */
export const eip2612PermitTypes = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const
