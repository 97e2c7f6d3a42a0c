// The platform host the domains walkthrough uses in demo when the build has
// none: the demo's DNS answers (src/mocks) and the Domains page both need it.

/** Stands in for `{platform_host}` in demo only, when the build has none. */
export const DEMO_PLATFORM_HOST = 'projects.example-platform.test'
