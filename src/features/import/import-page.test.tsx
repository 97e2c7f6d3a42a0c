import 'fake-indexeddb/auto'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { saveLiveConnection, savedConnection } from '../../test/connection'
import { renderApp } from '../../test/render-app'
import { spanishLanguage } from '../../test/spanish'
import { adaJob } from '../../test/test-jobs'
import { testTabs } from '../../test/test-tabs'
import { jobOwner } from './job/import-runners'
import { sessionJobs } from './job/session-jobs'

// "Continue this import with the new key?": the job moves to the new key
// only when the old key's copy is let go, and nothing is sent either way.

const paused = () => adaJob('paused')

let servers = 0
/**
 * A paused job stored under the old key, and the new key saved, for a
 * server of its own; the Tabs to render with, and the jobs of this tab as
 * stored in its database (each job's mark).
 */
async function pausedUnderOldKey() {
  const tabs = testTabs()
  const jobs = (name: string) => sessionJobs(name, tabs.database)
  const baseUrl = `https://move-${(servers += 1)}.example/v1`
  saveLiveConnection(baseUrl, 'old-key')
  const old = jobOwner(savedConnection())
  if (!old) throw new Error('no owner')
  const stored = await jobs(old.name).save(paused(), null)
  if (!stored.ok || !stored.job) throw new Error('not stored')
  saveLiveConnection(baseUrl, 'new-key')
  const fresh = jobOwner(savedConnection())
  if (!fresh) throw new Error('no owner')
  return { old, fresh, job: stored.job, tabs, jobs }
}

describe('Continue this import with the new key?', () => {
  it('moves it: stored with the new key, gone from the old', async () => {
    const { old, fresh, tabs, jobs } = await pausedUnderOldKey()
    const { user } = renderApp('/animals/import', { tabs })
    await user.click(
      await screen.findByRole('button', { name: 'Continue with the new key' }),
    )
    expect(
      await screen.findByRole('heading', { name: 'Import paused' }),
    ).toBeInTheDocument()
    // Let go by the old key once stored with the new one.
    await waitFor(async () => expect(await jobs(old.name).load()).toBeNull())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(await jobs(fresh.name).load()).toMatchObject({
      state: 'paused',
    })
  })

  it('the old key’s copy changed meanwhile (another tab): not moved, kept with neither twice, and says so', async () => {
    const { old, fresh, job, tabs, jobs } = await pausedUnderOldKey()
    const { user } = renderApp('/animals/import', { tabs })
    const button = await screen.findByRole('button', {
      name: 'Continue with the new key',
    })
    // Another tab stores a newer copy under the old key.
    await jobs(old.name).save({ ...job, notice: 'Changed' }, job)
    await user.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The import was not moved: it changed in another tab, or the browser refused to change its storage. Nothing was sent with the new key.',
    )
    // Only the old key keeps it: no copy with the new key to resume.
    expect(await jobs(fresh.name).load()).toBeNull()
    expect(await jobs(old.name).load()).toMatchObject({
      notice: 'Changed',
      version: 2,
    })
    // It is offered again, as it now stands.
    expect(
      await screen.findByRole('button', { name: 'Continue with the new key' }),
    ).toBeInTheDocument()
  })

  it('storage refuses the new key’s copy: nothing moved, and says so', async () => {
    const { old, fresh, tabs, jobs } = await pausedUnderOldKey()
    const { user } = renderApp('/animals/import', { tabs })
    const button = await screen.findByRole('button', {
      name: 'Continue with the new key',
    })
    // The real setItem, for every other name.
    const setItem = Reflect.get<Storage, 'setItem'>(
      Storage.prototype,
      'setItem',
    )
    const full = vi
      .spyOn(Storage.prototype, 'setItem')
      .mockImplementation(function (this: Storage, name, value) {
        if (name === fresh.name)
          throw new DOMException('full', 'QuotaExceededError')
        Reflect.apply(setItem, this, [name, value])
      })
    try {
      await user.click(button)
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The browser refused to store the import with the new key. Nothing was sent; it stays paused with the key used before.',
      )
    } finally {
      full.mockRestore()
    }
    expect(await jobs(fresh.name).load()).toBeNull()
    expect(await jobs(old.name).load()).toMatchObject({
      state: 'paused',
    })
    expect(
      screen.getByRole('button', { name: 'Continue with the new key' }),
    ).toBeInTheDocument()
  })
})

describe('the rows to import', () => {
  it('says a category column may hold a name from Settings → Categories or an ID', async () => {
    saveLiveConnection('https://help.example/v1', 'k-help')
    renderApp('/animals/import')
    expect(await screen.findByLabelText('Rows')).toHaveAccessibleDescription(
      /The first row names the columns: name, category and, optionally, status\. A category is its name from Settings → Categories, or its ID\./,
    )
  })
})

describe('the import page in Spanish', () => {
  it('labels, limits in Spanish digits, and what Check rows found as a plural', async () => {
    saveLiveConnection()
    const { user } = renderApp('/animals/import', {
      language: await spanishLanguage(),
    })
    expect(
      await screen.findByRole('heading', {
        name: 'Importar animales',
        level: 1,
      }),
    ).toBeInTheDocument()
    // Once no import in progress was found, the rows to import.
    const rows = await screen.findByLabelText('Filas')
    expect(
      screen.getByText(/Una importación admite hasta 10\.000 filas/),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Archivo CSV')).toBeInTheDocument()
    await user.click(rows)
    await user.paste('name,categoryId\nAda,3\nBo,3\n,3')
    await user.click(screen.getByRole('button', { name: 'Revisar filas' }))
    expect(
      await screen.findByRole('heading', {
        name: '2 listas, 1 con problemas',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Importar 2 animales' }),
    ).toBeInTheDocument()
  })
})
