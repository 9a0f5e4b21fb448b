// The four legal pages as typed data. They describe what the site actually does: accounts
// (name, email, hashed password, session cookie), what the journey forms store (assessment,
// booking, webinar registration, enquiry) and how long (server/db/queries/leads-erasure.ts),
// one first-party session cookie, page-view statistics kept in the visitor's browser, the
// first-party page-view counts on the server (no cookie, no IP address: ADR 091) and Google
// Analytics only after consent.

import { ANALYTICS_PAGE_VIEW_LIMIT, ANALYTICS_RETENTION_DAYS } from '@domain/analytics';
import { POLICY_DRAFT_RETENTION_MONTHS } from '@domain/policy/draft';
import { groupThousands } from '@domain/intl-formats';
import { UNCONFIRMED_RETENTION_DAYS } from '@domain/alert-retention';
import { site } from '@/config/site';

export const LEGAL_LAST_UPDATED = '2026-11-21';
/**
 * The privacy and cookie policies changed when the client journeys (what they store, for how
 * long), the first-party analytics and the consent banner came.
 */
export const POLICIES_LAST_UPDATED = '2026-11-25';
/** The privacy policy alone: treasury policy drafts added. */
export const PRIVACY_POLICY_LAST_UPDATED = '2026-12-07';

export { ANALYTICS_PAGE_VIEW_LIMIT };

export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** A paragraph ending in a link to another page of the site. */
  | { kind: 'link'; text: string; to: string; label: string }
  /** A paragraph ending in the support mail link. */
  | { kind: 'contact'; text: string }
  /** A table of the cookies and browser storage the site uses. */
  | { kind: 'storage-table'; caption: string; rows: StorageItem[] };

export interface StorageItem {
  name: string;
  type: string;
  purpose: string;
  duration: string;
}

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export type LegalSlug = 'privacy-policy' | 'terms-of-use' | 'cookie-policy' | 'educational-disclaimer';

export interface LegalDocument {
  slug: LegalSlug;
  /** Page title; matches the route table in domain/routes.ts. */
  title: string;
  summary: string;
  lastUpdated: string;
  sections: LegalSection[];
}

const contactSection: LegalSection = {
  heading: 'Contact',
  blocks: [{ kind: 'contact', text: `Questions about this page can be sent to ${site.name} at` }],
};

const privacyPolicy: LegalDocument = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  summary: `How ${site.name} collects, uses and protects personal information when you use this site.`,
  lastUpdated: PRIVACY_POLICY_LAST_UPDATED,
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: `This policy covers the ${site.name} web site (“the site”, “we”, “us”). ${site.name} provides education, advisory services and market intelligence on corporate Bitcoin treasury management. It explains what personal information we collect, why, how long we keep it and the choices you have.`,
        },
      ],
    },
    {
      heading: 'What we collect',
      blocks: [
        {
          kind: 'list',
          items: [
            'Account information: when you create an account we collect your full name, your email address and a password. We store the password only as a one-way hash; we never keep it in readable form and cannot tell you what it is.',
            'Sign-in sessions: when you sign in, our server records a session in its database and identifies it with a session cookie in your browser (see the Cookie Policy).',
            'Readiness assessment: your answers, the scores worked out from them, the date, and a random private link to the result. If you ask for a copy by email, we store the address with the result, and if you are signed in, your account.',
            'Treasury policy drafts: the company name and the choices you enter, the assessment result you drafted from (if any), the date, a random private link to the draft, and if you are signed in, your account.',
            'Consultation bookings: the time you chose, your name, work email, company, and the role and topic if you give them, your time zone, the assessment result you asked to discuss if any, your consent, and a random private link to manage the booking. We send a confirmation, a reminder about 24 hours before and, if you cancel or move it, an update by email.',
            'Webinar registrations: the session, your name, email and company if you give it, your time zone, and a random private link to manage or cancel the registration. We send a confirmation (with the joining link once the session has one), a reminder about an hour before the session and, if you cancel or the session changes, an update by email.',
            'Enrolment enquiries: the program, your name, email, company and message. We reply with an invoice by email; no card details are collected on the site.',
            'Alerts by email: your email address, the holders and indices you follow, how often you want alerts (at once or weekly), your time zone (for the weekly digest), when you confirmed the subscription and when you unsubscribed, a random private link to confirm, manage or leave it and, if you confirmed while signed in, your account (your account page then lists the subscription). We send nothing but the confirmation until you confirm; every alert has an unsubscribe link.',
            'Emails we send: a copy of every message (recipient, subject, text and calendar attachment) is kept in our outbox with its delivery status.',
            'Correspondence: if you write to us, we keep the messages and our replies.',
            'Technical logs: our servers log requests (such as the time, the address requested and the response status) for security and troubleshooting. These logs can include your network (IP) address. To protect sign-in and forms from abuse we also apply rate limits, which record the network address requests come from for a short time.',
            `Page-view statistics in your browser: the site keeps a record of the last ${groupThousands(ANALYTICS_PAGE_VIEW_LIMIT)} pages viewed, with their times, and a count of your visits in your browser’s local storage, and a random session identifier in session storage. If you are signed in, entries also carry your account identifier. This record stays in your browser.`,
            'Page-view counts on our server: each page you view, and steps such as starting or completing the readiness assessment, choosing a consultation time, booking a consultation, registering for a webinar or sending an enquiry, is reported to our own server. It stores the kind of event, the page address, the time, the host name of another site you came from (on the first page of a visit only) and a visitor code. The visitor code is a one-way hash of your network (IP) address, your browser’s identification string and the site’s name, mixed with a random value that changes every day and is deleted when the day ends. Your IP address and browser identification are not stored, no cookie is set, and the counts are not linked to your account. Because the code changes daily, we can count visitors per day but cannot recognise you from one day to the next.',
            'Google Analytics, only if you agree: when the site is set up with Google Analytics, it asks first. Only if you accept does it load Google’s tag, which sets Google Analytics cookies and sends details of your visits to Google. Your answer is remembered in your browser’s local storage; you can change it on the Cookie Policy page.',
            'Do Not Track and Global Privacy Control: if your browser sends either signal, the site reports no page views or events to our server and never loads Google Analytics; the record in your browser is kept as described above.',
          ],
        },
      ],
    },
    {
      heading: 'What we do not do',
      blocks: [
        {
          kind: 'list',
          items: [
            'We do not use advertising cookies or social-media pixels, and we load no third-party tracking script unless you accept Google Analytics.',
            'We do not sell or rent personal information, and we do not share it with others for their own marketing.',
            'We do not buy personal information about you from other sources.',
          ],
        },
      ],
    },
    {
      heading: 'How we use your information',
      blocks: [
        {
          kind: 'list',
          items: [
            'To create and run your account and keep you signed in.',
            'To arrange and confirm the consultations, webinar places and programs you ask for, and to show you your own bookings, registrations, enquiries and results on your account page.',
            'To send service emails, such as password-reset messages and confirmations of requests you make.',
            'To keep the site secure: preventing abuse, investigating incidents and enforcing our Terms of Use.',
            'To meet legal, accounting and regulatory obligations.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Where data protection law requires a legal basis, we rely on: performing our agreement with you (your account and the services you request); our legitimate interests in running and securing the site; your consent, where we ask for it, which you can withdraw at any time; and compliance with legal obligations.',
        },
      ],
    },
    {
      heading: 'Who we share it with',
      blocks: [
        {
          kind: 'list',
          items: [
            'Service providers who run parts of the site for us, such as hosting, database and email-delivery providers. They process information only on our instructions.',
            'Professional advisers, such as lawyers and accountants, where needed.',
            'Authorities, where the law requires us to disclose information.',
            'A successor organisation, if the business of the site is transferred; this policy would continue to apply to your information.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Our service providers may process information in other countries. Where the law requires it, we use appropriate safeguards for such transfers.',
        },
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'list',
          items: [
            'Account information: for as long as your account is open. When you ask us to delete your account, we delete or anonymise this information within a reasonable period, unless we must keep part of it to meet a legal obligation.',
            'Sessions: until you sign out or the session expires.',
            'Assessment results, consultation bookings, webinar registrations, enquiries and the emails about them: the site does not delete them automatically after a fixed period; they are kept as business records until they are erased. When an account is deleted, everything these forms stored about it (matched by the account and by its email address) is erased in the same step: bookings lose the name, email, company, role and topic (upcoming ones are cancelled and their manage link stops working), enquiries lose the name, email, company and message, webinar registrations and the emails to the address are deleted, and assessment results lose the email address and the link to the account, so only the anonymous answers remain. If you used the forms without an account, write to us to have your details erased.',
            `Treasury policy drafts: the company name and the choices you entered, the token of the assessment result you drafted from (if any) and, when you were signed in, the link to your account — no name or email address. Anyone with a draft’s link can open it. Drafts are kept ${POLICY_DRAFT_RETENTION_MONTHS} months from the day they were made, then deleted; deleting your account removes the link to it. The Word document is made when you download it and is not stored.`,
            `Alerts by email: a subscription that is never confirmed is deleted after ${UNCONFIRMED_RETENTION_DAYS} days. When you unsubscribe, the topics are deleted at once; your address is kept with the time you left, so that we do not write to it again. When an account is deleted, its alert subscriptions (matched by the account and by its email address) are deleted in the same step.`,
            'Answers to the assessment that you have not yet submitted: only in your browser’s local storage, until you submit them or clear this site’s data.',
            'Rate-limit records: counters per network address and per email address, deleted about two days after their time window ends.',
            'Technical logs: for a limited period, for security and troubleshooting.',
            'Page-view statistics: in your browser until you clear them; the session identifier is removed when you close the browser tab or window.',
            `Page-view counts on our server: ${ANALYTICS_RETENTION_DAYS} days, then deleted. The daily random value behind visitor codes is deleted when its day ends.`,
          ],
        },
      ],
    },
    {
      heading: 'Security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We protect information with encrypted connections (HTTPS) where the site is served over HTTPS, passwords stored only as hashes, session cookies that scripts on the page cannot read, and restricted access to our systems. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.',
        },
      ],
    },
    {
      heading: 'Your choices and rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Depending on where you live, you may have the right to access the personal information we hold about you, to correct it, to have it deleted, to object to or restrict some uses, to receive a copy in a portable form and to withdraw consent. You may also complain to your data protection authority.',
        },
        {
          kind: 'paragraph',
          text: 'You can clear the page-view statistics at any time by clearing this site’s data in your browser, and end your session by signing out. To stop page views being reported to our server, turn on Global Privacy Control or Do Not Track in your browser. You can accept or reject Google Analytics, and change your answer, on the Cookie Policy page.',
        },
        { kind: 'contact', text: 'To exercise any of these rights, write to' },
      ],
    },
    {
      heading: 'Children',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The site is meant for finance professionals and is not directed at children. We do not knowingly collect personal information from anyone under 18.',
        },
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When we change this policy we update the “Last updated” date at the top of the page, and where a change is significant we say so on the site.',
        },
      ],
    },
    contactSection,
  ],
};

const cookiePolicy: LegalDocument = {
  slug: 'cookie-policy',
  title: 'Cookie Policy',
  summary: `Which cookies and browser storage ${site.name} uses, what for, and how you can control them.`,
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      heading: 'Cookies and browser storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A cookie is a small file a web site stores in your browser and receives back with later requests. Local storage and session storage are similar browser features that keep data on your device for the site that wrote it; unlike cookies, they are not sent to the server with each request. Session storage is cleared when you close the tab or window.',
        },
      ],
    },
    {
      heading: 'What we use',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The site itself sets two cookies, both for signing in, and uses browser storage for simple page-view statistics and to remember your answer about Google Analytics. Its own page-view counts on the server use no cookie. Google Analytics cookies are set only if you accept them.',
        },
        {
          kind: 'storage-table',
          caption: 'Cookies and browser storage used by this site',
          rows: [
            {
              name: 'Session cookie',
              type: 'First-party cookie, strictly necessary',
              purpose:
                'Keeps you signed in after you sign in, so the site knows which account a request comes from. Scripts on the page cannot read it (HttpOnly); it is sent only to this site (SameSite=Lax) and only over encrypted connections when the site is served over HTTPS. Our sign-in system may set closely related cookies for the same purpose.',
              duration: 'Until you sign out or the session expires',
            },
            {
              name: 'Sign-in device cookie',
              type: 'First-party cookie, strictly necessary',
              purpose:
                'Set when you sign in, so that this browser can still sign in to your account while wrong passwords typed elsewhere have paused sign-in for it. It holds a random value and a check code tied to your email address, nothing else; scripts cannot read it and it is sent only with sign-in requests.',
              duration: 'One year from your last sign-in in this browser',
            },
            {
              name: 'Page-view record',
              type: 'Local storage',
              purpose: `Counts visits and keeps the last ${groupThousands(ANALYTICS_PAGE_VIEW_LIMIT)} page views (page address, time and session identifier; the account identifier when you are signed in). It stays in your browser.`,
              duration: 'Until you clear this site’s data in your browser',
            },
            {
              name: 'Session identifier',
              type: 'Session storage',
              purpose: 'A random identifier that groups the page views of one visit.',
              duration: 'Until you close the browser tab or window',
            },
            {
              name: 'Analytics choice',
              type: 'Local storage',
              purpose: 'Remembers whether you accepted or rejected Google Analytics, so the site does not ask again.',
              duration: 'Until you change your answer or clear this site’s data in your browser',
            },
            {
              name: 'Google Analytics cookies',
              type: 'Third-party cookies, only if you accept',
              purpose:
                'Set by Google’s tag to tell visits apart and measure how the site is used; the details go to Google. Not set unless you accept, and never when your browser sends Do Not Track or Global Privacy Control.',
              duration: 'As set by Google; removed when you clear this site’s cookies',
            },
          ],
        },
      ],
    },
    {
      heading: 'What we do not use',
      blocks: [
        {
          kind: 'list',
          items: [
            'No advertising or retargeting cookies.',
            'No third-party analytics cookies unless you accept Google Analytics.',
            'No social-media cookies or cross-site tracking.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The session cookie is strictly necessary: the site cannot keep you signed in without it, and it is set only when you sign in.',
        },
      ],
    },
    {
      heading: 'Managing cookies and storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can delete cookies and clear local and session storage for this site in your browser settings, and you can set your browser to block cookies. If you block the session cookie you will be able to read the public pages but not sign in. Signing out removes the session cookie. You can change your answer about Google Analytics below; when the site is not set up with Google Analytics there is nothing to choose.',
        },
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If we start using a different cookie or storage item, we will update this page and its “Last updated” date first.',
        },
        {
          kind: 'link',
          text: 'How we handle personal information more generally is explained in our',
          to: '/privacy-policy',
          label: 'Privacy Policy',
        },
      ],
    },
    contactSection,
  ],
};

const termsOfUse: LegalDocument = {
  slug: 'terms-of-use',
  title: 'Terms of Use',
  summary: `The terms that apply when you use the ${site.name} web site and create an account.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      heading: 'Agreement to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: `By using the ${site.name} web site (“the site”) you agree to these terms. If you do not agree, please do not use the site. If you use the site on behalf of an organisation, you confirm that you may accept these terms for it.`,
        },
      ],
    },
    {
      heading: 'What the site offers',
      blocks: [
        {
          kind: 'paragraph',
          text: `${site.name} offers education, advisory services and market intelligence on corporate Bitcoin treasury management: articles, case studies, a glossary, learning frameworks, webinars, a readiness assessment, consultations, programmes, indices and calculators. The site does not buy, sell or hold Bitcoin or any other asset on your behalf and does not execute transactions.`,
        },
      ],
    },
    {
      heading: 'Education, not advice',
      blocks: [
        {
          kind: 'link',
          text: 'Content on the site is general and educational. It is not investment, tax, legal or accounting advice and does not take your circumstances into account. Please read our',
          to: '/educational-disclaimer',
          label: 'Educational Disclaimer',
        },
      ],
    },
    {
      heading: 'Your account',
      blocks: [
        {
          kind: 'list',
          items: [
            'Give accurate information when you sign up, and keep it up to date.',
            'Keep your password confidential and do not share your account; you are responsible for activity under it.',
            'Tell us promptly if you think someone else has used your account.',
            'We may suspend or close an account that breaks these terms or puts the site or other users at risk.',
          ],
        },
      ],
    },
    {
      heading: 'Acceptable use',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When using the site you agree not to:',
        },
        {
          kind: 'list',
          items: [
            'break the law or infringe anyone’s rights;',
            'try to gain access to accounts, data or systems that are not yours, or probe, scan or test the site’s security without our written permission;',
            'interfere with the site’s operation, for example by overloading it, or bypass rate limits or other protections;',
            'copy or extract the site’s data or content in bulk by automated means without our written permission;',
            'submit false information or impersonate another person or organisation.',
          ],
        },
      ],
    },
    {
      heading: 'Data and figures',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Figures on the site are dated snapshots compiled from public sources such as company filings, fund disclosures, government documents and reputable trackers. Each figure is shown with its as-of date and source. Figures may be out of date, some are estimates, sources sometimes disagree, and errors are possible. The indices and calculators are analytical models: they are not investment products, and their results depend on their inputs and methodology.',
        },
      ],
    },
    {
      heading: 'Intellectual property',
      blocks: [
        {
          kind: 'paragraph',
          text: `The site’s text, design, index methodology and software belong to ${site.name} or its licensors. You may view and print pages for your own use and for internal use within your organisation, and quote short extracts with attribution to ${site.name}. Any other reproduction or redistribution needs our written permission. Names and marks of companies and other organisations mentioned on the site belong to their owners; mentioning them does not imply any endorsement or relationship.`,
        },
      ],
    },
    {
      heading: 'Paid programmes and consultations',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Paid programmes, advisory engagements and consultations are governed by the terms presented when you book or buy them, or by a written engagement agreement. Where those terms differ from these, those terms apply to that service.',
        },
      ],
    },
    {
      heading: 'Third-party sources',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The site names the public sources behind its figures. We do not control those sources and are not responsible for their content or availability.',
        },
      ],
    },
    {
      heading: 'Availability and changes to the site',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We work to keep the site available and accurate, but we may change, suspend or withdraw any part of it, and it may at times be unavailable, for example during maintenance.',
        },
      ],
    },
    {
      heading: 'Disclaimer and limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To the extent permitted by law, the site and its content are provided “as is”, without warranties of any kind, including accuracy, completeness, timeliness or fitness for a particular purpose.',
        },
        {
          kind: 'paragraph',
          text: `To the extent permitted by law, ${site.name} is not liable for any indirect or consequential loss, or for any loss arising from investment, treasury or other decisions made in reliance on the site’s content. Nothing in these terms excludes or limits liability that cannot be excluded or limited by law.`,
        },
      ],
    },
    {
      heading: 'Ending your use',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You may stop using the site at any time and ask us to delete your account. Sections of these terms that by their nature should continue, such as intellectual property and limitation of liability, continue to apply after your use ends.',
        },
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these terms. The “Last updated” date at the top of the page shows when they last changed; continuing to use the site after a change means you accept the updated terms.',
        },
      ],
    },
    contactSection,
  ],
};

const educationalDisclaimer: LegalDocument = {
  slug: 'educational-disclaimer',
  title: 'Educational Disclaimer',
  summary: `${site.name} publishes educational material on corporate Bitcoin treasury management. Please read how it should, and should not, be used.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      heading: 'Education, not advice',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Everything on this site, including articles, case studies, the glossary, learning frameworks, webinars, assessment results, indices and calculators, is general information for educational purposes. It is not investment, tax, legal or accounting advice, and it is not a recommendation or an offer to buy, sell or hold Bitcoin, any security or any other asset. It does not take into account the objectives, financial situation or needs of any person or organisation.',
        },
      ],
    },
    {
      heading: 'Figures are dated snapshots',
      blocks: [
        {
          kind: 'list',
          items: [
            'Figures come from public sources, such as company filings, fund disclosures, government documents, news reports and holdings trackers, and each is shown with its as-of date and source.',
            'They are snapshots: holdings, prices and market values change daily, so a figure may be out of date by the time you read it.',
            'Some figures are estimates, such as on-chain attributions or third-party estimates of indirect exposure. We label them as estimates and say when sources differ or confidence is low.',
            'We compile figures carefully, but we do not check every source live and errors are possible. Check the original source before relying on a figure.',
          ],
        },
      ],
    },
    {
      heading: 'Case studies and commentary',
      blocks: [
        {
          kind: 'paragraph',
          text: `Case studies describe decisions that companies and governments have reported publicly. The risks and lessons we draw from them are ${site.name}’s educational commentary for treasury professionals: they are not statements of fact about those organisations, their intentions or their results, and the organisations have not reviewed or endorsed them. Quotations from third parties are shown with their date and source and are not endorsements of ${site.name}.`,
        },
      ],
    },
    {
      heading: 'Indices and calculators',
      blocks: [
        {
          kind: 'paragraph',
          text: `${site.name}’s indices and calculators are analytical models built on a stated methodology. They are not investable products, their results depend on their inputs, and past values of an index do not predict future values.`,
        },
      ],
    },
    {
      heading: 'Risks of holding Bitcoin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bitcoin is volatile and has experienced large drawdowns. Holding it also brings risks of lost or stolen keys, custodian or counterparty failure, and changes in regulation, accounting and tax treatment. An organisation holding Bitcoin can lose some or all of the amount it commits.',
        },
      ],
    },
    {
      heading: 'Your decisions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Decisions about your organisation’s treasury are yours and your board’s. Before acting, take advice from qualified professionals who know your circumstances, such as your financial advisers, auditors, and tax and legal counsel.',
        },
        {
          kind: 'paragraph',
          text: `Where ${site.name} provides services under a separate written engagement, the scope of that engagement is set out in its own terms; nothing on the public site forms part of it unless the engagement says so.`,
        },
      ],
    },
    contactSection,
  ],
};

export const legalDocuments: Record<LegalSlug, LegalDocument> = {
  'privacy-policy': privacyPolicy,
  'terms-of-use': termsOfUse,
  'cookie-policy': cookiePolicy,
  'educational-disclaimer': educationalDisclaimer,
};
