import { AREAS, type Area } from '../../../lib/connection/key-area'
import type { Database } from '../../../lib/tabs/database'
import type { Tabs } from '../../../lib/tabs/tabs'
import type { ImportJob } from './import-job'
import type { JobStorage } from './import-storage'
import {
  type CarriedChange,
  carriedChange,
  type ImportMessage,
} from './job-change'
import { storageFor } from './kept-jobs'

// A job followed by a page that shows it without sending it (the Add page's
// duplicate check): read once, then changed by what each `import` message
// carries, in O(rows changed) (issue 31). It is read again only when a
// message was missed: one that carries nothing (a previous version, a big
// change, a new job), or one whose version does not follow the one held.
// One follower per job for the desk's life (importRunnersOf), so its
// storages remember the chunks they read.

/** What a follower learnt: every job read (`read`), or rows of one changed. */
export type JobNews =
  | { read: true; jobs: Readonly<Record<Area, ImportJob | null>> }
  | { read: false; area: Area; job: ImportJob; changed: readonly number[] }

type Listener = (news: JobNews) => void

const FOLLOWERS_KEPT = 8

function createFollower(name: string, database: Database | null) {
  const storages = Object.fromEntries(
    AREAS.map((area) => [area, storageFor(name, area, database)]),
  ) as Record<Area, JobStorage>
  const listeners = new Set<Listener>()
  let jobs: Record<Area, ImportJob | null> | null = null
  let reading = false
  // Set by a read asked for while one runs (an object: set across awaits).
  const asked = { again: false }
  const askedAgain = () => asked.again
  const heard: { message: ImportMessage; local: boolean }[] = []
  const tell = (news: JobNews) =>
    listeners.forEach((listener) => listener(news))

  async function read() {
    if (reading) {
      asked.again = true
      return
    }
    reading = true
    do {
      asked.again = false
      const [device, tab] = await Promise.all(
        (['device', 'tab'] as const).map((area) =>
          storages[area].load().catch(() => null),
        ),
      )
      jobs = { device: device ?? null, tab: tab ?? null }
    } while (askedAgain())
    reading = false
    tell({ read: true, jobs })
    // What came while reading: applied if it follows what was read.
    for (const { message, local } of heard.splice(0)) hear(message, local)
  }

  /** A change another tab's sender (or this tab's, `local`) stored. */
  function hear(message: ImportMessage, local: boolean) {
    if (!listeners.size) {
      jobs = null
      return
    }
    if (reading || !jobs) {
      heard.push({ message, local })
      return
    }
    const change = carriedChange(message)
    if (!change) return void read()
    // Another tab's sessionStorage is not this tab's: its job is not here.
    if (change.area === 'tab' && !local) return
    const next = apply(jobs[change.area], change)
    if (next === 'known') return
    if (!next) return void read()
    jobs = { ...jobs, [change.area]: next }
    tell({
      read: false,
      area: change.area,
      job: next,
      changed: (change.rows ?? []).map(([index]) => index),
    })
  }

  return {
    follow(listener: Listener) {
      listeners.add(listener)
      // Followed by another page meanwhile: what it holds is current. A
      // first page reads (only the chunks changed since: the storages remember).
      if (jobs && !reading && listeners.size > 1) {
        const known = jobs
        queueMicrotask(() => {
          if (listeners.has(listener)) listener({ read: true, jobs: known })
        })
      } else if (!reading) void read()
      // Else the read under way tells every listener.
      return () => {
        listeners.delete(listener)
      }
    },
    hear,
  }
}

/** `held` with `change` applied; 'known' when it holds that version already; null when it cannot be. */
function apply(
  held: ImportJob | null,
  change: CarriedChange,
): ImportJob | 'known' | null {
  if (!held || held.id !== change.job.id || held.rows.length !== change.count)
    return null
  if (change.job.version <= held.version) return 'known'
  if (!change.rows || change.from !== held.version) return null
  const rows = held.rows.slice()
  for (const [index, row] of change.rows) rows[index] = row
  const { knownBefore } = held
  return { ...change.job, ...(knownBefore ? { knownBefore } : {}), rows }
}

/** The followers of one desk, reading its database, told by its channel and by this tab's own senders. */
export function createJobFollowers({
  channel,
  database,
}: Pick<Tabs, 'channel' | 'database'>) {
  const followers = new Map<string, ReturnType<typeof createFollower>>()
  let listening = false

  function followerOf(name: string) {
    let follower = followers.get(name)
    if (!follower) {
      if (followers.size >= FOLLOWERS_KEPT) followers.clear()
      follower = createFollower(name, database)
      followers.set(name, follower)
    }
    return follower
  }

  return {
    /** Follows the job of `name` in both areas; the first news is a read. */
    follow(name: string, listener: Listener): () => void {
      if (!listening) {
        listening = true
        channel.listen('import', (message) =>
          followers.get(message.name)?.hear(message, false),
        )
      }
      return followerOf(name).follow(listener)
    },
    /** A save of this tab: its pages hear it as other tabs do (a channel never echoes). */
    heard(message: ImportMessage) {
      followers.get(message.name)?.hear(message, true)
    },
  }
}
export type JobFollowers = ReturnType<typeof createJobFollowers>
