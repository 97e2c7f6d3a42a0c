import { useRef, useState } from 'react'
import { useConnectionLabel } from '../../../components/environment-badge'
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
import { useMessages } from '../../../lib/i18n/use-messages'
import { categoriesMessages } from './categories-messages'
import { CategoryAddForm } from './category-add-form'
import { CategorySharing } from './category-sharing'
import { CategoryTable } from './category-table'
import './categories-settings.css'
import { useTabs } from '../../../lib/tabs/tabs'

export function CategoriesSettingsPage() {
  const tabs = useTabs()
  const connection = useConnection()
  const { t, rich } = useMessages(categoriesMessages)
  const label = useConnectionLabel(connection)
  const list = useCategories()
  const [message, setMessage] = useState('')
  const idInput = useRef<HTMLInputElement>(null)

  function remove(category: Category) {
    removeCategory(tabs, category.id)
    setMessage(
      t('removed', {
        category: categoryLabel(namesOf([category]), category.id),
      }),
    )
    // The button is gone: put focus where the next action starts.
    idInput.current?.focus()
  }

  const usingDefaults =
    list === defaultCategories(connection) && list.length > 0
  return (
    <section className="settings-grid">
      <PageTitle>{t('settings')}</PageTitle>
      <SettingsTabs />
      <Panel title={t('title')} className="categories-settings">
        <p className="muted">
          {rich('intro', { connection: <strong>{label}</strong> })}
        </p>

        <CategoryAddForm idInput={idInput} onMessage={setMessage} />
        <p role="status" className="category-message">
          {message}
        </p>

        {list.length === 0 ? (
          <p className="empty-note">{t('none')}</p>
        ) : (
          <CategoryTable list={list} onRemove={remove} />
        )}
        {usingDefaults && (
          <p className="muted">
            {t(
              connection.environment === 'demo'
                ? 'demoDefaults'
                : 'buildDefaults',
            )}
          </p>
        )}

        <CategorySharing list={list} />
      </Panel>
    </section>
  )
}
