import type { StorageArea } from '../tabs/web-storage'

// Where a key, and what belongs to it, is kept: the one vocabulary every
// store uses (the key itself, kept rows, import jobs, the Activity log,
// seen records). A remembered key (and demo mode's) is kept on this device,
// one typed without Remember in this tab only. Decision 032.

export type Area = 'device' | 'tab'

/** The order a key is looked for: this tab's, then the device's. */
export const AREAS: readonly Area[] = ['tab', 'device']

/** Where a key is kept: on this device when remembered. */
export const areaFor = (remember: boolean): Area =>
  remember ? 'device' : 'tab'

export const otherArea = (area: Area): Area =>
  area === 'tab' ? 'device' : 'tab'

/** The Web Storage that holds an area: localStorage for the device, sessionStorage for the tab. */
export const webStorageOf = (area: Area): StorageArea =>
  area === 'tab' ? 'session' : 'local'
