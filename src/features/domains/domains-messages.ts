import { defineMessages } from '../../lib/i18n/messages'
import type { Speak } from '../../lib/i18n/use-messages'

/** Settings → Custom domains: the page, Add a domain, the list, Copy, statuses and times. */
export const domainsMessages = defineMessages('domains', {
  pageTitle: 'Custom domains · Settings',
  settings: 'Settings',
  heading: 'Custom domains',
  intro:
    'A project is published at a subdomain of the platform. On a paid plan you can serve it on your own domain instead. This page follows the dashboard’s procedure with you, and checks DNS for you. What you record here is kept in this browser, for {project}.',
  demoNote:
    'Demo: the CNAME value here, {sample}, is a sample, so every step and Check DNS can be tried with the demo’s domains. A real build shows your platform’s host; you can also enter the one the dashboard shows under DNS settings below.',
  noValueNote:
    'This build does not include the CNAME value (the platform host), so the records here cannot show it yet. Enter the value the dashboard shows in Project settings → Domains under DNS settings below.',
  notPersisted:
    'This browser is not letting Adoption Desk save, so what you record here is lost when the page is closed or reloaded.',

  prerequisitesIntro:
    'A custom domain needs a paid plan, access to the domain’s DNS settings (usually at the registrar), where you will add a record, and a project that has deployed successfully at least once, as the dashboard shows.',
  choosePlan: 'Upgraded already? Choose your plan in Settings',

  addTitle: 'Add a domain',
  domain: 'Domain',
  domainHint:
    'A domain or subdomain you own, such as shop.example.com or example.co.uk. Pasting a whole address is fine: the https:// and anything after the name are left out.',
  addDomain: 'Add domain',
  alreadyListed: '{name} is already in the list',
  needsPaidPlan:
    'Custom domains need a paid plan (Pro or above); your plan is {plan}. A domain cannot be attached until the plan is upgraded',
  addedDomain: 'Added {name}. Its record and steps are below.',

  yourDomains: 'Your domains',
  cannotBePrimary:
    '{name} redirects to {to}, so it cannot be primary. Remove that redirect first (under Redirects).',
  nowPrimary: '{name} is now primary. Make it primary in the dashboard too.',
  removed: 'Removed {name}.',
  removedWithRedirects: 'Removed {name} and the redirects it was in: {count}.',
  noDomains:
    'No domains yet. Once you add one, this is where you follow it through: added in the dashboard, its DNS record set at your DNS provider, verified, and its certificate issued.',

  copied: 'Copied: {text}',
  copyByHand: 'Cannot copy here. Select the text and copy it by hand: {text}',

  // Statuses, keyed by their stored values.
  added: 'Added',
  'record-set': 'Record set',
  verified: 'Verified',
  'certificate-issued': 'Certificate issued',
  'needs-attention': 'Needs attention',
  lessThanMinute: 'less than a minute',
  minutes: '{count} min',
  hours: '{count} h',
  days: { one: '{count} day', other: '{count} days' },
  justNow: 'just now',
  ago: '{elapsed} ago',
  notePropagating: '{ago}; propagation can take up to {hours} h',
  notePropagated: '{ago}; the {hours} h propagation time has passed',
})

/** The domains messages' `t`, for helpers that word times and statuses. */
export type DomainsT = Speak<typeof domainsMessages.english>['t']
