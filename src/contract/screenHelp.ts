/**
 * Which page and section of the web help (src/server/legacy/help) describes each screen of the
 * SPA, so the platform's Help link opens the help of the screen the user is on. The help's test
 * checks that every route of the SPA has an entry here and that each target is a section
 * describing that route.
 */

/** A route pattern of the SPA (src/app/routes.tsx) and its help: `<page>.html#<section id>`. */
export interface ScreenHelp {
  pattern: string;
  target: string;
}

/** The help of every SPA route, most specific pattern first (as the route table orders them). */
export const SCREEN_HELP: readonly ScreenHelp[] = [
  { pattern: '/examinees', target: 'examinees.html#examinee-list' },
  { pattern: '/examinees/new', target: 'examinees.html#new-examinee' },
  { pattern: '/examinees/:examineeRecordId', target: 'examinees.html#examinee-page' },
  { pattern: '/deleted-assessments', target: 'administration.html#deleted-assessments' },
  { pattern: '/licenses', target: 'administration.html#licenses' },
  { pattern: '/email-templates', target: 'administration.html#email-templates' },
  { pattern: '/assessments', target: 'assessment-list.html#assessment-list' },
  { pattern: '/assessments/:assessmentId/verify', target: 'assessment.html#verification' },
  { pattern: '/assessments/:assessmentId', target: 'assessment.html#assessment-page' },
];
