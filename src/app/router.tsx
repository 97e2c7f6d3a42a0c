import { lazy } from 'react'
import { Route, Router, Switch } from 'wouter'
import { AnimalsPage } from '../features/animals'
import { Layout } from './layout'

// The list is the first view almost everyone opens, so it ships in the main
// chunk; everything else loads when first visited, with the styles the other
// pages share (forms, details, Settings), which the list does not need.
function withPageStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.all([import('./page-styles.css'), load()]).then(
      ([, module]) => module,
    )
}

const AddAnimalPage = lazy(
  withPageStyles(() =>
    import('./add-animal-route').then((module) => ({
      default: module.AddAnimalRoute,
    })),
  ),
)
const AnimalPage = lazy(
  withPageStyles(() =>
    import('../features/animals/animal-page.door').then((module) => ({
      default: module.AnimalPage,
    })),
  ),
)
const ImportPage = lazy(
  withPageStyles(() =>
    import('../features/import').then((module) => ({
      default: module.ImportPage,
    })),
  ),
)
const DomainsPage = lazy(
  withPageStyles(() =>
    import('./domains-route').then((module) => ({
      default: module.DomainsRoute,
    })),
  ),
)
const ActivityPage = lazy(() =>
  import('../features/activity').then((module) => ({
    default: module.ActivityPage,
  })),
)
const OverviewPage = lazy(() =>
  import('../features/overview').then((module) => ({
    default: module.OverviewPage,
  })),
)
const CardsPage = lazy(() =>
  import('../features/animals/cards').then((module) => ({
    default: module.CardsPage,
  })),
)
const CategoriesSettingsPage = lazy(() =>
  import('../features/settings/categories').then((module) => ({
    default: module.CategoriesSettingsPage,
  })),
)
const AppearanceSettingsPage = lazy(
  withPageStyles(() =>
    import('../features/settings/appearance').then((module) => ({
      default: module.AppearanceSettingsPage,
    })),
  ),
)
const LanguageSettingsPage = lazy(
  withPageStyles(() =>
    import('../features/settings/language').then((module) => ({
      default: module.LanguageSettingsPage,
    })),
  ),
)
const NotFoundPage = lazy(() =>
  import('./not-found-page').then((module) => ({
    default: module.NotFoundPage,
  })),
)
const SettingsPage = lazy(
  withPageStyles(() =>
    import('../features/settings').then((module) => ({
      default: module.SettingsPage,
    })),
  ),
)
const DemoToolsPage = lazy(
  withPageStyles(() =>
    import('./demo-tools-route').then((module) => ({
      default: module.DemoToolsRoute,
    })),
  ),
)

export function AppRoutes() {
  return (
    <Layout>
      <Switch>
        <Route path="/" component={AnimalsPage} />
        <Route path="/animals" component={AnimalsPage} />
        <Route path="/animals/new" component={AddAnimalPage} />
        <Route path="/animals/import" component={ImportPage} />
        <Route path="/animals/cards" component={CardsPage} />
        <Route path="/animals/:id" component={AnimalPage} />
        <Route path="/overview" component={OverviewPage} />
        <Route path="/activity" component={ActivityPage} />
        <Route path="/settings" component={SettingsPage} />
        <Route path="/settings/categories" component={CategoriesSettingsPage} />
        <Route path="/settings/appearance" component={AppearanceSettingsPage} />
        <Route path="/settings/language" component={LanguageSettingsPage} />
        <Route path="/settings/demo" component={DemoToolsPage} />
        <Route path="/settings/domains" component={DomainsPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Layout>
  )
}

/** The app's routes below its base path (BASE_PATH at build time, e.g. /desk/). */
export function AppRouter() {
  return (
    <Router base={import.meta.env.BASE_URL.replace(/\/+$/, '')}>
      <AppRoutes />
    </Router>
  )
}
