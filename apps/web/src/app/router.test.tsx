import type { TRole } from '@app/contracts/enums';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { mockApi, ok, type TMockReply } from '../testing/mock-api';
import { clientProfile, counselorProfile, expertProfile } from '../testing/profiles';
import { counselorDetail, publicCounselor, topicDetail } from '../testing/directory';
import { renderRoute } from '../testing/render';
import { signInAs } from '../testing/session';
import { treatmentCase } from '../testing/treatment-cases';
import { writtenArticle } from '../testing/column-writing';

/** The route tables of the shell spec (§2), as written there. */
const specPaths = [
  '/',
  '/ActivateResult',
  '/applycounselorstep',
  '/article',
  '/article/authors',
  '/article/authors/author/articlecontent',
  '/contactus',
  '/cooperation',
  '/devicecheck',
  '/eap',
  '/eap/flytech',
  '/faq',
  '/focusissues',
  '/introduction-architecture',
  '/introduction-mission',
  '/introduction-story',
  '/introduction-team',
  '/jointeam',
  '/jointeamdesc',
  '/paymentsucceed',
  '/questionnaire',
  '/rechargesucceed',
  '/reviseapplication',
  '/signin',
  '/signin/true',
  '/supportcenter',
  '/team',
  '/verifyphonesingle',
  '/viewcounselorissuecourse',
  '/viewcounselorissuecourse/1',
  '/viewcounseloronlinegroup/1',
  '/viewcounseloronlinegroup/2',
  '/viewcounseloronlinegroup/Index1',
  '/welcome',
  '/rooms/room',
  '/counselor/coursefeedback',
  '/counselor/createissuecourse',
  '/counselor/editcourse',
  '/counselor/issuecourselist',
  '/counselor/nextcourse',
  '/counselor/personal',
  '/counselor/schedule-calendar',
  '/counselor/schedule-template',
  '/expert/applicationlist',
  '/expert/reviewissuecourselist',
  '/expert/reviewlicense',
  '/user/accountsetting',
  '/user/amount',
  '/user/courserecords',
  '/user/freecourseprompt',
  '/user/nextcourse',
  '/user/ordercourse',
  '/user/recharge',
];

/** Every `path` in config/paths.ts. */
function configuredPaths(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const own = 'path' in node && typeof node.path === 'string' ? [node.path] : [];
  return [...own, ...Object.values(node).flatMap(configuredPaths)];
}
const allPaths = [...new Set(configuredPaths(paths))];

/** Who may open each guarded page (docs/decisions.md); the rest are public. */
const clientPaths = [
  '/welcome',
  '/questionnaire',
  '/reviseapplication',
  '/paymentsucceed',
  '/rechargesucceed',
  '/user/nextcourse',
  '/user/courserecords',
  '/user/rate/:courseId',
  '/user/freecourseprompt',
  '/user/ordercourse',
  '/user/orderfreecourse',
  '/user/customconsultation',
  '/user/recharge',
  '/viewcounseloronlinegroup/2',
];
const clientOrCounselorPaths = [
  '/user/amount',
  '/user/accountsetting',
  '/applycounselorstep',
  '/verifyphonesingle',
  '/rooms/room',
];

function viewerOf(path: string): TRole | null {
  if (path.startsWith('/counselor/')) return 'counselor';
  if (path.startsWith('/expert/')) return 'expert';
  if (clientPaths.includes(path) || clientOrCounselorPaths.includes(path)) return 'client';
  return null;
}

const counselor = counselorProfile();
/** What the shell and the pages ask the server for, answered as for a quiet day. */
const replies: Record<string, TMockReply> = {
  'GET /client?isNewVersion=true': ok(clientProfile()),
  'GET /counselor': ok(counselor),
  'GET /expert': ok(expertProfile()),
  'GET /Mail/Count': ok(0),
  'GET /Wallet/Statement?page=1': ok({
    page: 1,
    pageSize: 20,
    reservedAmount: 0,
    bonusAmount: 0,
    movements: { total: 0, items: [] },
    bonusMovements: { total: 0, items: [] },
    earnings: null,
  }),
  'GET /Recharge?page=1': ok({ total: 0, items: [] }),
  'GET /client/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
  'GET /counselor/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
  'GET /application': ok([]),
  'GET /CounselorIssueCourse/me?get_by_page=false': ok({ totalRecords: 0, records: [] }),
  'GET /Counselor/PendingReviewLicenseList': ok([]),
  [`GET /CounselorSchedule/IsSetSchedule?id=${counselor.id}`]: ok(true),
  'GET /Counselor/List?start_page=0&page_size=12': ok({ totalRecords: 0, records: [] }),
  'GET /CounselorIssueCourse/List?start_page=0&page_size=12': ok({ totalRecords: 0, records: [] }),
  // /team/:counselorId opened as written: its id is the text ':counselorId'.
  'GET /Counselor/%3AcounselorId': ok(counselorDetail({ id: counselor.id })),
  // /focusissues/:topicId likewise.
  'GET /IssueCourse/%3AtopicId': ok(topicDetail({ counselor: publicCounselor({ id: counselor.id }) })),
  'GET /Articles?start_page=0&page_size=10': ok({ totalRecords: 0, records: [] }),
  'GET /ArticleAuthors': ok([]),
  // /article/authors/author/articlecontent opened without an id names no article: nothing is asked.
  'GET /Counselor/Cases?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
  // /counselor/cases/:caseId likewise.
  'GET /Counselor/Cases/%3AcaseId': ok(treatmentCase()),
  'GET /Counselor/Articles?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
  // /counselor/articles/:articleId and /expert/articles/:articleId likewise.
  'GET /Counselor/Articles/%3AarticleId': ok(writtenArticle()),
  'GET /Expert/Articles?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
  'GET /Lectures?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
  // /viewcounseloronlinegroup/1 and /2 and /counselor/lectures/:lectureId name no lecture: nothing is asked.
  'GET /Counselor/Lectures?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
  'GET /Expert/Articles/%3AarticleId': ok(
    writtenArticle({ status: 'in_review', submittedAt: '2030-01-06T02:00:00.000Z' }),
  ),
};

async function openAs(path: string, role: TRole | null) {
  if (role) signInAs(role);
  mockApi(replies);
  const view = renderRoute(path);
  const heading = await screen.findByRole('heading', { level: 1 });
  return { ...view, heading };
}

describe('the route table', () => {
  it('holds every path of the spec in config/paths.ts', () => {
    expect(specPaths.filter((path) => !allPaths.includes(path))).toEqual([]);
  });

  it.each(allPaths)('shows %s as a titled page of its own, not the 404 page', async (path) => {
    const { router, heading } = await openAs(path, viewerOf(path));

    expect(heading).not.toHaveTextContent('404');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(router.state.location.pathname).toBe(path);
    // The title follows the page in an effect, which may land just after its heading.
    await waitFor(() => expect(document.title).toBe(`${heading.textContent} | 線上主題諮商`));
  });

  it('shows the session room without the site’s bars', async () => {
    await openAs(paths.room.path, 'counselor');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows the content pages inside the default layout', async () => {
    await openAs(paths.faq.path, null);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('the route guards', () => {
  it('send a visitor of a signed-in page to sign in', async () => {
    for (const path of [paths.user.amount.path, paths.welcome.path, paths.room.path]) {
      const { router, unmount } = await openAs(path, null);
      expect(router.state.location.pathname).toBe(paths.signIn.path);
      unmount();
    }
  });

  it('let a counselor open the account statement and settings of the client menu', async () => {
    for (const path of [paths.user.amount.path, paths.user.accountSetting.path]) {
      const { router, heading, unmount } = await openAs(path, 'counselor');
      expect(router.state.location.pathname).toBe(path);
      expect(heading).not.toHaveTextContent('404');
      unmount();
    }
  });

  it('send other roles to their own home', async () => {
    const expert = await openAs(paths.user.amount.path, 'expert');
    expect(expert.router.state.location.pathname).toBe(paths.expert.applicationList.path);
    expert.unmount();

    const client = await openAs(paths.counselor.scheduleCalendar.path, 'client');
    expect(client.router.state.location.pathname).toBe(paths.home.path);
    client.unmount();

    const counselorAtWelcome = await openAs(paths.welcome.path, 'counselor');
    expect(counselorAtWelcome.router.state.location.pathname).toBe(paths.counselor.nextCourse.path);
  });
});
