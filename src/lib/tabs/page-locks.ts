// Which pages of the desk are open, told by Web Locks each page holds for
// its life and the browser lets go when the page goes.

/** Every page's presence lock, then its id: held by the previous version's pages too. */
export const TAB_LOCK_PREFIX = 'adoption-desk:activity-tab:'

/**
 * Held beside the presence lock by pages of this version on: a presence
 * lock without it is a page of the previous version, which may hold the
 * former databases open (decision 027).
 */
export const THIS_VERSION_PREFIX = 'adoption-desk:this-version-tab:'
