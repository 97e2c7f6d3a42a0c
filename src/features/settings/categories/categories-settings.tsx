import { useRef, useState } from 'react'
import { PageTitle } from '../../../components/page-title'
import { Panel } from '../../../components/panel'
import { SettingsTabs } from '../../../components/settings-tabs'
import {
  type Category,
  categoryLabel,
  defaultCategories,
  namesOf,
  useCategories,
} from '../../../lib/categories/categories'
import { removeCategory } from '../../../lib/categories/category-rules'
import { useConnection } from '../../../lib/connection/use-connection'
import { CategoryAddForm } from './category-add-form'
import { CategorySharing } from './category-sharing'
import { CategoryTable } from './category-table'
import './categories-settings.css'

export function CategoriesSettingsPage() {
  const connection = useConnection()
  const list = useCategories()
  const [message, setMessage] = useState('')
  const idInput = useRef<HTMLInputElement>(null)

  function remove(category: Category) {
    removeCategory(category.id)
    setMessage(`Removed ${categoryLabel(namesOf([category]), category.id)}.`)
    // The button is gone: put focus where the next action starts.
    idInput.current?.focus()
  }

  const usingDefaults =
    list === defaultCategories(connection) && list.length > 0
  return (
    <section className="settings-grid">
      <PageTitle>Settings</PageTitle>
      <SettingsTabs />
      <Panel title="Categories" className="categories-settings">
        <p className="muted">
          The API knows categories only by number. Name them here and the list,
          animal pages and imports show “Dogs · 1”; the add form and imports
          accept the name. Kept in this browser for{' '}
          <strong>{connection.label}</strong>, and shared by its tabs.
        </p>

        <CategoryAddForm idInput={idInput} onMessage={setMessage} />
        <p role="status" className="category-message">
          {message}
        </p>

        {list.length === 0 ? (
          <p className="empty-note">
            No categories are named yet: IDs show as numbers.
          </p>
        ) : (
          <CategoryTable list={list} onRemove={remove} />
        )}
        {usingDefaults && (
          <p className="muted">
            {connection.environment === 'demo'
              ? 'These are the demo’s sample names for its animals'
              : 'These are this build’s defaults'}
            ; adding or removing one makes the list yours.
          </p>
        )}

        <CategorySharing list={list} />
      </Panel>
    </section>
  )
}
