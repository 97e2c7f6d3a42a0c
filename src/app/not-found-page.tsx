import { Link } from 'wouter'
import { PageTitle } from '../components/page-title'
import { useMessages } from '../lib/i18n/use-messages'
import { layoutMessages } from './layout-messages'

export function NotFoundPage() {
  const { t } = useMessages(layoutMessages)
  return (
    <section className="panel">
      <PageTitle>{t('notFoundTitle')}</PageTitle>
      <p>{t('notFoundText')}</p>
      <p>
        <Link to="/animals">{t('toAnimals')}</Link>
      </p>
    </section>
  )
}
