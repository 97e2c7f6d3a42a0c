import { Link } from 'wouter'
import { PageTitle } from '../components/page-title'

export function NotFoundPage() {
  return (
    <section className="panel">
      <PageTitle>Page not found</PageTitle>
      <p>There is no page at this address.</p>
      <p>
        <Link to="/animals">Go to the animals list</Link>
      </p>
    </section>
  )
}
