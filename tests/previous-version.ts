import type { Page } from '@playwright/test'
import { hashText } from '../src/lib/util/hash.ts'

// A tab of the previous version (before the one database, 2eaf51c^), as
// far as its storage goes: three IndexedDB databases, each opened by
// idb-keyval on first use and never closed, with no `versionchange`
// handler; an import job stored whole under its owner's name in
// `adoption-desk-import`/`jobs`; that name's Web Lock held exclusive while
// the tab sends, nothing beside it; a presence lock for the page's life. That code cannot change any more, so
// the page runs it as it was: on the app's origin (robots.txt), without the
// app. It records the `versionchange` requests that reach it, which it
// ignores, so a test can tell a delete (newVersion null) from a probe.

/** The previous version's databases and their one store each. */
export const PREVIOUS_DATABASES = {
  'adoption-desk': 'shared',
  'adoption-desk-activity': 'logs',
  'adoption-desk-import': 'jobs',
} as const

/** The name a job (and its lock) had: the same in both versions. */
export function previousJobName(baseUrl: string, key: string) {
  const server = baseUrl.replace(/\/+$/, '')
  return `adoption-desk:import:production:${hashText(server)}:${hashText(`${server}\n${key}`)}`
}

export interface PreviousRow {
  row: number
  name: string
  categoryId: string
  status: string
  outcome: 'pending' | 'sending' | 'added'
  id?: string
  pet?: PreviousPet
}

type PreviousPet = { name: string; categoryId: string; status?: 'available' }

export interface PreviousJob {
  id: string
  version: number
  createdAt: number
  state: 'running' | 'paused' | 'done'
  rows: PreviousRow[]
}

interface PreviousTab {
  put: (db: string, key: string, value: unknown) => Promise<void>
  hold: (name: string) => Promise<void>
  release: () => void
  send: (url: string, key: string, pet: PreviousPet) => Promise<string>
  versionChanges: { db: string; newVersion: number | null }[]
}

/** Runs in the page: the previous version's idb-keyval stores and job lock. */
function install(stores: Record<string, string>) {
  const opened = new Map<string, Promise<IDBDatabase>>()
  const versionChanges: PreviousTab['versionChanges'] = []
  const open = (db: string) => {
    let connection = opened.get(db)
    if (!connection) {
      connection = new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(db)
        request.onupgradeneeded = () =>
          request.result.createObjectStore(stores[db] ?? db)
        request.onsuccess = () => {
          // Heard and ignored, as idb-keyval did: the connection stays open.
          request.result.addEventListener('versionchange', (event) =>
            versionChanges.push({ db, newVersion: event.newVersion }),
          )
          resolve(request.result)
        }
        request.onerror = () => reject(request.error ?? new Error(db))
      })
      opened.set(db, connection)
    }
    return connection
  }
  // Its Activity code held a presence lock for the page's life.
  void navigator.locks.request(
    `adoption-desk:activity-tab:${crypto.randomUUID()}`,
    () => new Promise<void>(() => {}),
  )
  let release = () => {}
  const tab: PreviousTab = {
    async put(db, key, value) {
      const connection = await open(db)
      await new Promise<void>((resolve, reject) => {
        const writing = connection.transaction(stores[db] ?? db, 'readwrite')
        writing.objectStore(stores[db] ?? db).put(value, key)
        writing.oncomplete = () => resolve()
        writing.onerror = () => reject(writing.error ?? new Error(db))
      })
    },
    hold: (name) =>
      new Promise<void>((held, refused) => {
        void navigator.locks.request(name, { ifAvailable: true }, (lock) => {
          if (!lock) return refused(new Error(`${name} is held elsewhere`))
          held()
          return new Promise<void>((resolve) => (release = resolve))
        })
      }),
    release: () => release(),
    async send(url, key, pet) {
      const response = await fetch(`${url}/pets`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/json',
        },
        // The id as a JSON number, as the previous version wrote it.
        body: JSON.stringify({ ...pet, categoryId: Number(pet.categoryId) }),
      })
      if (response.status !== 201) throw new Error(String(response.status))
      return String(((await response.json()) as { id: unknown }).id)
    },
    versionChanges,
  }
  Object.assign(window, { previousTab: tab })
}

declare global {
  interface Window {
    previousTab: PreviousTab
  }
}

/** `page` as a tab of the previous version: its storage code, nothing else. */
export async function openPreviousVersion(page: Page) {
  await page.goto('/robots.txt')
  await page.evaluate(install, PREVIOUS_DATABASES)
  const run = page
  return {
    /** Stores `job` whole, as its import storage did. */
    saveJob: (name: string, job: PreviousJob) =>
      run.evaluate(
        ([key, value]) =>
          window.previousTab.put('adoption-desk-import', key, value),
        [name, job] as const,
      ),
    /** Any other record of its databases (a wait, an Activity log). */
    put: (db: keyof typeof PREVIOUS_DATABASES, key: string, value: unknown) =>
      run.evaluate(([d, k, v]) => window.previousTab.put(d, k, v), [
        db,
        key,
        value,
      ] as const),
    /** Takes the job's lock, as a tab starting to send did. */
    holdLock: (name: string) =>
      run.evaluate((n) => window.previousTab.hold(n), name),
    /** Lets the lock go, as the loop ending (paused, done, cancelled) did. */
    releaseLock: () => run.evaluate(() => window.previousTab.release(), null),
    /** POSTs one animal; the new animal's id. */
    send: (url: string, key: string, pet: PreviousPet | undefined) =>
      run.evaluate(
        ([u, k, p]) => {
          if (!p) throw new Error('no animal to send')
          return window.previousTab.send(u, k, p)
        },
        [url, key, pet] as const,
      ),
    /** The `versionchange` requests that reached its open connections. */
    versionChanges: () =>
      run.evaluate(() => window.previousTab.versionChanges, null),
    /** The origin's databases, by name. */
    databases: () =>
      run.evaluate(
        async () => (await indexedDB.databases()).map((info) => info.name),
        null,
      ),
  }
}
