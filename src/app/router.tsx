import { lazy } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router'
import { AnimalsPage } from '../features/animals/animals-page'
import { NotFoundPage } from './not-found-page'
import { Layout } from './layout'

// The list is the first view almost everyone opens, so it ships in the main
// chunk; everything else loads when first visited.
const AddAnimalPage = lazy(() =>
  import('../features/animals/add-animal-page').then((module) => ({
    default: module.AddAnimalPage,
  })),
)
const AnimalPage = lazy(() =>
  import('../features/animals/animal-page').then((module) => ({
    default: module.AnimalPage,
  })),
)
const ImportPage = lazy(() =>
  import('../features/import/import-page').then((module) => ({
    default: module.ImportPage,
  })),
)
const DomainsPage = lazy(() =>
  import('../features/domains/domains-page').then((module) => ({
    default: module.DomainsPage,
  })),
)
const SettingsPage = lazy(() =>
  import('../features/settings/settings-page').then((module) => ({
    default: module.SettingsPage,
  })),
)

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<AnimalsPage />} />
        <Route path="animals" element={<AnimalsPage />} />
        <Route path="animals/new" element={<AddAnimalPage />} />
        <Route path="animals/import" element={<ImportPage />} />
        <Route path="animals/:id" element={<AnimalPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="settings/domains" element={<DomainsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}

export function AppRouter() {
  return (
    <BrowserRouter basename={import.meta.env.BASE_URL}>
      <AppRoutes />
    </BrowserRouter>
  )
}
