// wouter imports useSyncExternalStore from the `use-sync-external-store`
// shim, written for React versions before 18. React 19 has it built in, so
// vite.config.ts points the shim here and the first load does not carry a
// second implementation of it.
export { useSyncExternalStore } from 'react'
