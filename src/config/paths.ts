// Typed paths of every page, by the page's id in the registry (domain/routes.ts), so links are
// written `paths.pricing`, never by hand.
import { routePaths, routeTable } from '@domain/routes';

export const paths = routePaths;

export { companyPath, fundPath, governmentPath, holderPath } from '@domain/market/holder-paths';

export type PagePath = (typeof paths)[keyof typeof paths];

const CASE_STUDY_PREFIX = '/case-study/';

/** Case-study slugs, read from the route table. */
export const caseStudySlugs: readonly string[] = routeTable
  .filter((entry) => entry.path.startsWith(CASE_STUDY_PREFIX))
  .map((entry) => entry.path.slice(CASE_STUDY_PREFIX.length));

export function caseStudyPath(slug: string): string {
  return `${CASE_STUDY_PREFIX}${slug}`;
}

/** Anchor of the case-study list on the resources page. */
export const caseStudiesAnchor = `${paths.resources}#case-studies`;

/** The share link of an assessment result. */
export function assessmentResultPath(token: string): string {
  return paths.assessmentResult.replace(':token', encodeURIComponent(token));
}

/** The booking form, carrying an assessment result to discuss. */
export function consultationAboutResultPath(token: string): string {
  return `${paths.scheduleConsultation}?assessment=${encodeURIComponent(token)}`;
}

/** The share link of a treasury policy draft. */
export function treasuryPolicyDraftPath(token: string): string {
  return paths.treasuryPolicyDraft.replace(':token', encodeURIComponent(token));
}

/** The policy drafter, starting from an assessment result's answers. */
export function treasuryPolicyFromResultPath(token: string): string {
  return `${paths.treasuryPolicy}?assessment=${encodeURIComponent(token)}`;
}

/** The booking form, carrying a policy draft to review. */
export function consultationAboutPolicyPath(token: string): string {
  return `${paths.scheduleConsultation}?policy=${encodeURIComponent(token)}`;
}

/** The manage link of a webinar registration (see, cancel). */
export function manageWebinarRegistrationPath(token: string): string {
  return paths.manageWebinarRegistration.replace(':token', encodeURIComponent(token));
}

/** The manage link of a booking (cancel, reschedule). */
export function manageConsultationPath(token: string): string {
  return paths.manageConsultation.replace(':token', encodeURIComponent(token));
}
