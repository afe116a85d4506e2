// viem's WebSocket transport in a module of its own, imported dynamically by createRpcSwitch: its
// socket client is needed only by a user who chose a ws(s):// RPC, never on the first load.
export { webSocket } from 'viem'
