// What the demo shows that the app needs without loading the mock API: the
// sample categories' names (the mock's animals use these IDs). It lives here
// because the mock API and the app import src/lib; so does the platform host
// of the domains walkthrough (demo-platform-host.ts), apart from this module,
// which the entry carries.

/** Names for the demo's category IDs, as a team would set them in Settings. */
export const DEMO_CATEGORIES: readonly { id: string; name: string }[] = [
  { id: '1', name: 'Dogs' },
  { id: '2', name: 'Cats' },
  { id: '3', name: 'Rabbits' },
  { id: '4', name: 'Birds' },
  { id: '5', name: 'Guinea pigs' },
  { id: '6', name: 'Reptiles' },
]
