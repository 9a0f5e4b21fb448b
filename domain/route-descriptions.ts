// One sentence per page of the route table (domain/routes.ts) for search results and link
// previews: the meta and Open Graph description the server writes into the HTML it serves
// (server/seo/head.ts). Kept beside the table rather than in it so the SPA, which never
// shows them, does not ship them with every page (the home page's JavaScript budget;
// ADR 090). Keyed by the registry's paths: a page without one is a type error.
import type { RoutePath } from './routes.ts';

export const routeDescriptions: Readonly<Record<RoutePath, string>> = {
  '/': 'Vaultmark helps CFOs, treasurers and finance teams evaluate and govern a corporate Bitcoin treasury through advisory programs, live webinars, a free readiness assessment and market intelligence.',
  '/auth': 'Sign in to or create a Vaultmark account, used by program participants and the Vaultmark team.',
  '/password-reset': 'Choose a new password for your Vaultmark account from the link sent to your email address.',
  '/programs':
    'Advisory engagements that help finance teams decide on a Bitcoin treasury, document the decision and run it with the discipline of the rest of the treasury.',
  '/assessment':
    'Fourteen questions across five areas that show how ready your company is to hold Bitcoin in treasury, free and with no account needed.',
  '/learning-frameworks':
    'A structured curriculum that takes a finance team from first principles to a working Bitcoin treasury process in about 32 hours of study.',
  '/live-webinars':
    'Live sessions twice a week for finance and treasury professionals, one Bitcoin treasury topic per session with time for questions.',
  '/pricing':
    'Vaultmark’s three program tiers, Foundations at 497 USD, Professional at 997 USD and Executive at 2,997 USD, each with a 30-day satisfaction guarantee.',
  '/schedule-consultation':
    'Book a free 30-minute consultation with no obligation for finance leaders weighing a Bitcoin treasury decision.',
  '/bitcoin-treasury':
    'Public companies holding Bitcoin on their balance sheet, weighted by the share of their assets in BTC and the size of their holdings, with a cap per company.',
  '/green-vault-index':
    'Bitcoin-holding companies that publish a claim about the renewable or zero-carbon share of the energy they use, scored and weighted by Vaultmark’s published rules.',
  '/mnav-calculator':
    'Compare what the market pays for a Bitcoin treasury company with the value of the Bitcoin it holds, from your own figures or a stored company.',
  '/treasury-stress-test':
    'Run a company’s cash, Bitcoin and Bitcoin-backed loans through a price fall, a replay of history or thousands of simulated paths, and see month by month when each limit breaks.',
  '/bitcoin-treasury-starter':
    'Public companies that have started a Bitcoin treasury but hold less than the Pure Bitcoin Treasury Index’s minimum, weighted by the same rules.',
  '/holdings':
    'Bitcoin held by spot ETFs and funds, by governments and by every holder together, each counted once, with the date and source of every figure.',
  '/weight-calculator':
    'Change an index methodology’s settings, leave companies out or add your own, and see weights, index value and concentration recomputed beside the official result.',
  '/performance-chart':
    'How each Vaultmark index has moved day by day beside the BTC price, as a chart, a table or a CSV download.',
  '/privacy-policy': 'How Vaultmark collects, uses and protects personal information when you use this site.',
  '/terms-of-use': 'The terms that apply when you use the Vaultmark web site and create an account.',
  '/cookie-policy': 'Which cookies and browser storage Vaultmark uses, what for, and how you can control them.',
  '/educational-disclaimer':
    'How Vaultmark’s educational material on corporate Bitcoin treasury management should, and should not, be used.',
  '/about-us':
    'Who Vaultmark is and how it helps finance teams understand corporate Bitcoin treasury management through education, advisory work and market intelligence.',
  '/resources':
    'Case studies, a glossary, market-intelligence tools and learning material on corporate Bitcoin treasury management, with every figure dated and sourced.',
  '/case-study/strategy':
    'How Strategy (formerly MicroStrategy) adopted Bitcoin as its primary treasury reserve asset in August 2020, with dated figures, sources and lessons for treasurers.',
  '/case-study/tesla':
    'How Tesla invested in Bitcoin in 2021, later sold most of it and reports what remains, with dated figures, sources and lessons for treasurers.',
  '/case-study/square':
    'How Square, now Block, has bought Bitcoin for its corporate treasury since October 2020, with dated figures, sources and lessons for treasurers.',
  '/case-study/us-government':
    'How the United States set up a Strategic Bitcoin Reserve funded with forfeited Bitcoin, and why its holdings depend on what is counted, with sources and lessons for treasurers.',
  '/case-study/el-salvador':
    'How El Salvador made Bitcoin legal tender in 2021 and what changed under its IMF programme, with dated figures, sources and lessons for treasurers.',
  '/case-study/norway':
    'How Norway’s Government Pension Fund Global is exposed to Bitcoin indirectly, through shares in companies that hold it, with dated figures, sources and lessons for treasurers.',
  '/glossary':
    'Plain definitions of the treasury, accounting and Bitcoin terms used across Vaultmark, written for finance teams.',
  '/admin': 'The Vaultmark team’s dashboard for accounts and site data, open to administrators only.',
  '/assessment/result/:token':
    'Your Bitcoin treasury readiness result: scores per area, the open items and what to read next.',
  '/schedule-consultation/manage/:token':
    'See the time of your Vaultmark consultation in your own time zone, cancel it or move it to another free slot.',
  '/live-webinars/manage/:token':
    'See the time of the Vaultmark live webinar you registered for, in your own time zone, and cancel your registration.',
  '/alerts/confirm/:token':
    'Confirm the Vaultmark alerts by email you asked for, for the holders and indices you chose.',
  '/alerts/manage/:token':
    'See the holders and indices your Vaultmark alerts cover, change how often they come, remove topics or unsubscribe.',
  '/company/:ticker':
    'One holder’s Bitcoin: holdings with their change log and sources, market value, mNAV and its weight in each Vaultmark index.',
  '/fund/:ticker':
    'One fund’s Bitcoin: holdings with their USD value at the latest stored price, and every stored change with its date and source.',
  '/government/:slug':
    'One government’s Bitcoin: holdings with their USD value at the latest stored price, and every stored change with its date and source.',
  '/developers':
    'The free Vaultmark open data API: index results, constituents, holdings, prices and history as JSON or CSV, documented in OpenAPI 3.1.',
  '/treasury-policy':
    'Draft a Bitcoin treasury policy for your board from your own choices on allocation, custody, limits and accounting, then download it as a Word document.',
  '/treasury-policy/:token':
    'A Bitcoin treasury policy draft: its sections and clauses, the decisions still open, and the Word document to download.',
  '/account': 'Your bookings, webinar registrations, enquiries and assessment results with Vaultmark.',
};

/** The description of a route-table path (undefined for a path the table does not have). */
export function routeDescription(path: string): string | undefined {
  const described: Readonly<Record<string, string>> = routeDescriptions;
  return Object.hasOwn(described, path) ? described[path] : undefined;
}
